/**
 * Product §15's budget: a 5,000-row CSV file (buys and sells over three years) previews and imports in under 5 s each,
 * through the real API of a running server.
 */
import { createSignedInUser, type RunningServer } from '../lib/browser-app';
import type { BenchRow } from './report';

const ROWS = 5000;

function file(): string {
  const codes = ['pound_full', 'gram_21k', 'gram_24k', 'ingot_10g', 'usd'];
  const held = new Map<string, number>();
  const start = Date.now() - 3 * 365 * 86_400_000;
  const lines = ['date,type,asset_code,quantity,price'];
  for (let i = 0; i < ROWS; i++) {
    const code = codes[i % codes.length]!;
    const balance = held.get(code) ?? 0;
    const sell = balance > 4 && i % 4 === 3;
    const quantity = sell ? 2 : 3;
    held.set(code, balance + (sell ? -quantity : quantity));
    const day = new Date(start + i * 18_000_000).toISOString().slice(0, 10);
    lines.push(`${day},${sell ? 'sell' : 'buy'},${code},${quantity},${1000 + (i % 997)}`);
  }
  return lines.join('\r\n') + '\r\n';
}

export async function measureCsvImport(server: RunningServer): Promise<BenchRow[]> {
  const user = await createSignedInUser(server);
  const body = file();
  const timed = async (query: string, expected: number) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/portfolios/transactions/import/${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'text/csv' },
      body,
    });
    const took = performance.now() - started;
    if (res.status !== expected)
      throw new Error(`import ${query}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return Math.round(took);
  };
  const preview = await timed('?dry_run=1', 200);
  const stored = await timed('', 201);
  const again = await timed('', 201);
  const row = (name: string, value: number): BenchRow => ({
    group: 'csv import',
    name,
    value,
    unit: 'ms',
    budget: { op: '<=', limit: 5000 },
  });
  return [
    row(`preview of ${ROWS.toLocaleString('en-US')} rows`, preview),
    row(`import of ${ROWS.toLocaleString('en-US')} rows (one transaction)`, stored),
    row('the same file again (adds nothing)', again),
  ];
}
