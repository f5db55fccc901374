/**
 * The mutation score of each area from the last `npm run test:mutation` reports (reports/mutation/<area>/); this
 * never runs Stryker. Info rows: the score is compared with its target in the note, it is no time budget.
 */
import { areaConfig, areas, reportDir } from '../mutation/areas.ts';
import { scoreOf } from '../mutation/score.ts';
import type { BenchRow } from './report';
import { existsSync, readdirSync } from 'node:fs';

export function mutationScores(): BenchRow[] {
  // Every area with a report: the named areas and any machine run alone (machines-<name>).
  const named = Object.keys(areas);
  const alone = existsSync('reports/mutation')
    ? readdirSync('reports/mutation')
        .filter((d) => d.startsWith('machines-'))
        .map((d) => `machines/${d.slice('machines-'.length)}`)
    : [];
  const rows: BenchRow[] = [];
  for (const area of [...named, ...alone]) {
    const s = scoreOf(`${reportDir(area)}/mutation.json`);
    if (!s) continue;
    rows.push({
      group: 'mutation',
      name: `${area} killed`,
      value: Math.round(s.killedPercent * 10) / 10,
      unit: '%',
      note:
        `target ${areaConfig(area).target} %; ${s.mutants} mutants: ${s.killed} killed, ${s.survived} survived, ` +
        `${s.timeout} timeout, ${s.noCoverage} no coverage, ${s.ignored} marked equivalent ` +
        `(report of ${s.when.toISOString().slice(0, 16)}Z)`,
    });
  }
  if (rows.length === 0) {
    console.info('mutation: no report in reports/mutation/ (npm run test:mutation writes them)');
  }
  return rows;
}
