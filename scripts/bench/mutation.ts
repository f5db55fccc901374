/**
 * The mutation score of each area from the last `npm run test:mutation` reports (reports/mutation/<area>/); this
 * never runs Stryker. Info rows: the score is compared with its target in the note, it is no time budget. The
 * machines are one row per folder that has a report and one combined row for the whole of machines/.
 */
import { areaConfig, areas, machineAreas, machinesTarget, reportDir } from '../mutation/areas.ts';
import { combinedScore, scoreOf, type MutationScore } from '../mutation/score.ts';
import type { BenchRow } from './report';

const counts = (s: MutationScore) =>
  `${s.mutants} mutants: ${s.killed} killed, ${s.survived} survived, ${s.timeout} timeout, ` +
  `${s.noCoverage} no coverage, ${s.ignored} marked equivalent`;

const row = (name: string, s: MutationScore, note: string): BenchRow => ({
  group: 'mutation',
  name: `${name} killed`,
  value: Math.round(s.killedPercent * 10) / 10,
  unit: '%',
  note,
});

export function mutationScores(): BenchRow[] {
  const rows: BenchRow[] = [];
  const folders = machineAreas();
  const machineScores: MutationScore[] = [];
  for (const area of folders) {
    const s = scoreOf(`${reportDir(area)}/mutation.json`);
    if (!s) continue;
    machineScores.push(s);
    rows.push(
      row(
        area,
        s,
        `target ${machinesTarget} %; ${counts(s)} (report of ${s.when.toISOString().slice(0, 16)}Z)`,
      ),
    );
  }
  if (machineScores.length) {
    const all = combinedScore(machineScores);
    const missing = folders.length - machineScores.length;
    rows.unshift(
      row(
        'machines',
        all,
        `target ${machinesTarget} %; ${machineScores.length} of ${folders.length} folders` +
          `${missing ? ` (${missing} never run, left out)` : ''}; ${counts(all)} ` +
          `(latest report ${all.when.toISOString().slice(0, 16)}Z)`,
      ),
    );
  }
  for (const area of Object.keys(areas)) {
    const s = scoreOf(`${reportDir(area)}/mutation.json`);
    if (!s) continue;
    rows.push(
      row(
        area,
        s,
        `target ${areaConfig(area).target} %; ${counts(s)} (report of ${s.when.toISOString().slice(0, 16)}Z)`,
      ),
    );
  }
  if (rows.length === 0) {
    console.info('mutation: no report in reports/mutation/ (npm run test:mutation writes them)');
  }
  return rows;
}
