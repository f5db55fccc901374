import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * The figures of one Stryker JSON report (mutation-testing-report-schema). The score is Stryker's: killed and
 * timed-out mutants over every mutant that ran or had no test (mutants marked equivalent with a disable comment,
 * and those that did not compile, are left out).
 */
export type MutationScore = {
  mutants: number;
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
  ignored: number;
  errors: number;
  killedPercent: number;
  when: Date;
};

export function scoreOf(file: string): MutationScore | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    files: Record<string, { mutants: Array<{ status: string }> }>;
  };
  const count = {
    Killed: 0,
    Survived: 0,
    Timeout: 0,
    NoCoverage: 0,
    Ignored: 0,
    CompileError: 0,
    RuntimeError: 0,
  };
  for (const f of Object.values(report.files)) {
    for (const m of f.mutants) {
      if (m.status in count) count[m.status as keyof typeof count] += 1;
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return {
    mutants: Object.values(report.files).reduce((n, f) => n + f.mutants.length, 0),
    killed: count.Killed,
    survived: count.Survived,
    timeout: count.Timeout,
    noCoverage: count.NoCoverage,
    ignored: count.Ignored,
    errors: count.CompileError + count.RuntimeError,
    killedPercent: valid === 0 ? 100 : (100 * detected) / valid,
    when: statSync(file).mtime,
  };
}

/** Several areas' figures as one (the `machines` line): the counts summed, the score over the sums, the latest date. */
export function combinedScore(scores: MutationScore[]): MutationScore {
  const sum = (key: 'mutants' | 'killed' | 'survived' | 'timeout' | 'noCoverage' | 'ignored' | 'errors') =>
    scores.reduce((n, s) => n + s[key], 0);
  const detected = sum('killed') + sum('timeout');
  const valid = detected + sum('survived') + sum('noCoverage');
  return {
    mutants: sum('mutants'),
    killed: sum('killed'),
    survived: sum('survived'),
    timeout: sum('timeout'),
    noCoverage: sum('noCoverage'),
    ignored: sum('ignored'),
    errors: sum('errors'),
    killedPercent: valid === 0 ? 100 : (100 * detected) / valid,
    when: new Date(Math.max(0, ...scores.map((s) => s.when.getTime()))),
  };
}
