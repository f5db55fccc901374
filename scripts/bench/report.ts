/** One measured figure against its budget (architecture §7). */
export interface BenchRow {
  group: string;
  name: string;
  value: number;
  unit: string;
  budget?: { op: '<=' | '>='; limit: number };
  /** context printed beside the figure (the bare server's ceiling, errors…) */
  note?: string;
}

export const passes = (row: BenchRow) =>
  !row.budget || (row.budget.op === '<=' ? row.value <= row.budget.limit : row.value >= row.budget.limit);

const fmt = (n: number) =>
  Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function printTable(rows: BenchRow[]): void {
  const lines = rows.map((r) => [
    r.group,
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    r.budget ? `${r.budget.op} ${fmt(r.budget.limit)} ${r.unit}` : '—',
    r.budget ? (passes(r) ? 'pass' : 'FAIL') : 'info',
    r.note ?? '',
  ]);
  const head = ['group', 'measure', 'value', 'budget', 'result', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.info(row(head));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.info(row(l));
}
