import type { TestApp } from '@tests/support/test-app';

/**
 * Hostile-input support: the operations of the OpenAPI document (built from the `contract/` schemas), values that
 * break each JSON-schema type, the checks every answer must pass, and a fingerprint of the stored data.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

export interface Operation {
  method: string;
  /** The path as documented, `{uuid}` left in place. */
  path: string;
  body: JsonSchema | null;
  query: { name: string; schema: JsonSchema }[];
  pathParams: string[];
  secured: boolean;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  security?: unknown[];
}

export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.request('/api/schema/');
  const doc = (await res.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

/** Strings no field should choke on: unicode, control characters, injection payloads, numbers that are not. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\u202e\u200f\u200b\ufeff',
  '\ud800',
  '\uffff\ufffe',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👨‍👩‍👧 ذهب',
  'é'.repeat(300),
  'x'.repeat(10_000),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10); --',
  "admin'--",
  '$1',
  '%s%n%x',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x10',
  '1_000',
  '٣٫٥',
  '-0',
  '1e-400',
  '99999999999999999999999999999999999999.99',
  '2026-02-30T12:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];

export const HOSTILE_NUMBERS: number[] = [
  0,
  -0,
  -1,
  1.5,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e-300,
  0.1 + 0.2,
];

/** Values of the wrong JSON type for a schema (every JSON type the schema does not allow). */
export function wrongTypes(schema: JsonSchema): unknown[] {
  const allowed = new Set((schema.anyOf ?? [schema]).map((s) => s.type));
  const all: [string, unknown][] = [
    ['string', 'wrong'],
    ['number', 12.5],
    ['integer', 7],
    ['boolean', true],
    ['null', null],
    ['array', [1, 'a']],
    ['object', { nested: { deeper: 1 } }],
  ];
  return all
    .filter(([type]) => !allowed.has(type) && !(type === 'integer' && allowed.has('number')))
    .map(([, v]) => v);
}

/** A value the schema accepts by shape, picked by the field's name where the name tells more. */
export function plausible(name: string, schema: JsonSchema, hints: Record<string, unknown>): unknown {
  if (name in hints) return hints[name];
  if (schema.enum) return schema.enum[0];
  const s = schema.anyOf?.[0] ?? schema;
  switch (s.type) {
    case 'integer':
      return 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return s.format === 'date-time' ? '2026-11-01T12:00:00.000Z' : 'plausible';
  }
}

export function baseline(schema: JsonSchema, hints: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    out[name] = plausible(name, prop, hints);
  return out;
}

const LEAK =
  /\bat\s+[\w.<>]+\s+\(|node:internal|node_modules|\/work\/|file:\/\/|\.tsx?:\d+|\.m?js:\d+|\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|relation "|violates|duplicate key|syntax error at/i;

export interface Answer {
  status: number;
  text: string;
  contentType: string;
  wwwAuthenticate: string | null;
}

/** What every answer must be: no 5xx, a JSON body (or none, or a CSV export's file), nothing internal in it. Returns a problem or null. */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  // The CSV exports (product §15) answer a file on success; every refusal is still JSON.
  if (answer.status === 200 && /^text\/csv;\s*charset=utf-8$/i.test(answer.contentType)) return null;
  if (answer.text.length > 0) {
    // The zakat reminder (product §12) is the one answer that is a file: an iCalendar event, only with a 200.
    const calendar = answer.status === 200 && /^text\/calendar/i.test(answer.contentType);
    if (!calendar && !/^application\/(?:problem\+)?json/i.test(answer.contentType))
      return `content-type "${answer.contentType}" for ${answer.text.slice(0, 100)}`;
    if (!calendar)
      try {
        JSON.parse(answer.text);
      } catch {
        return `body is not JSON: ${answer.text.slice(0, 100)}`;
      }
  }
  const leak = answer.text.match(LEAK);
  if (leak) return `internal detail "${leak[0]}" in ${answer.text.slice(0, 300)}`;
  if (answer.status === 401 && !/^Bearer/i.test(answer.wwwAuthenticate ?? ''))
    return '401 without WWW-Authenticate: Bearer';
  return null;
}

export async function send(
  t: TestApp,
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array> } = {},
): Promise<Answer> {
  const res = await t.app.request(url, {
    method,
    headers: init.headers,
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
    wwwAuthenticate: res.headers.get('www-authenticate'),
  };
}

/** Tables whose content a rejected request may change: throttling counters only. */
const VOLATILE = new Set(['auth_rate_limits']);

/** A fingerprint of every row of every table (counts and content), throttling counters aside. */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const { rows: tables } = await t.ctx.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const names = tables.map((r) => r.name).filter((n) => !VOLATILE.has(n));
  const sql = names
    .map(
      (n) =>
        `SELECT '${n}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') AS fp FROM "${n}" x`,
    )
    .join(' UNION ALL ');
  const { rows } = await t.ctx.pool.query<{ name: string; fp: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.fp]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
