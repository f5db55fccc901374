import type { Operation } from './support';

/**
 * Product §16: one 65,000-digit `quantity` held the event loop for 14 s, so every other request waited.
 * Every field of every operation (body, query and path) now gets 60,000-character values, the digit strings among
 * them failing only at their last character, which is what makes a backtracking pattern slow: with such a pattern
 * these cases exceed the test's time limit. Each must be refused with a 4xx of the right shape.
 */
export const LONG_STRINGS: readonly { label: string; value: string }[] = [
  { label: "'x' × 60,000", value: 'x'.repeat(60_000) },
  { label: "'1' × 60,000 + 'x'", value: '1'.repeat(60_000) + 'x' },
  { label: "'1.' + '1' × 60,000 + 'e'", value: '1.' + '1'.repeat(60_000) + 'e' },
];

export interface LongStringCase {
  label: string;
  where: 'body' | 'query' | 'path';
  /** The field (body, query) or path parameter that carries the long value. */
  name: string;
  value: string;
}

/** One case per long value per body field, declared query parameter and path parameter of the operation. */
export function longStringCases(op: Operation): LongStringCase[] {
  const fields: [LongStringCase['where'], string][] = [
    ...Object.keys(op.body?.properties ?? {}).map(
      (name) => ['body', name] as [LongStringCase['where'], string],
    ),
    ...op.query.map((q) => ['query', q.name] as [LongStringCase['where'], string]),
    ...op.pathParams.map((name) => ['path', name] as [LongStringCase['where'], string]),
  ];
  return fields.flatMap(([where, name]) =>
    LONG_STRINGS.map(({ label, value }) => ({ label: `${where} ${name} = ${label}`, where, name, value })),
  );
}

/**
 * Path parameters that are values rather than ids (the month of /api/reports/{month}/): a malformed one is DRF's 400
 * naming it, like a field.
 */
export const VALUE_PATH_PARAMS: ReadonlySet<string> = new Set(['month']);

/**
 * What the answer must be: a body or query field gets DRF's 400 naming that field alone
 * (`{"quantity": ["String value too large."]}`); a path parameter names no transaction, so 404 `Not found.`
 * as for any other id that is not one. Returns a problem, or null.
 */
export function longStringProblem(c: LongStringCase, status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 200)}`;
  }
  if (c.where === 'path' && !VALUE_PATH_PARAMS.has(c.name)) {
    return status === 404 && JSON.stringify(body) === '{"detail":"Not found."}'
      ? null
      : `expected 404 {"detail":"Not found."}, got ${status} ${text.slice(0, 200)}`;
  }
  const messages = (body as Record<string, unknown> | null)?.[c.name];
  const shaped =
    status === 400 &&
    Object.keys(body ?? {}).join() === c.name &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every((m) => typeof m === 'string' && m.length > 0 && m.length < 300);
  return shaped ? null : `expected 400 {"${c.name}": ["…"]}, got ${status} ${text.slice(0, 200)}`;
}
