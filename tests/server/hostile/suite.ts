import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp } from '@tests/support/test-app';
import { ASSET, recordPrices } from '@tests/server/portfolio/helpers';
import {
  baseline,
  changedTables,
  fingerprint,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  loadOperations,
  problemWith,
  send,
  wrongTypes,
  type Answer,
  type Operation,
} from './support';
import { longStringCases, longStringProblem, VALUE_PATH_PARAMS, type LongStringCase } from './long-strings';

/**
 * Architecture §6, hostile input: every operation of the OpenAPI document (so a new route is covered without editing this
 * file) gets requests built from its `contract/` schema with wrong types, missing and extra fields, extreme numbers,
 * unicode and control characters, injection payloads, oversized bodies, wrong media types and bad Authorization
 * headers. Every answer: no 5xx, JSON, nothing internal; every rejected request leaves every table as it was.
 */

/** Google's JWKS, empty: every Google token is refused as Google would (400), none reaches a 503 "not configured". */
export async function hostileSuite(select: (op: Operation) => boolean, extras: boolean): Promise<void> {
  const jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const t = await createTestApp({
    trustProxy: true,
    googleClientId: 'hostile-test.apps.googleusercontent.com',
    googleJwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/`,
  });
  const ops = await loadOperations(t);
  const userA = await createActiveUser(t.ctx);
  const userB = await createActiveUser(t.ctx);
  await recordPrices(t.ctx, new Date(Date.now() - 3_600_000), { k24: 4000, k21: 3500, k18: 3000, usd: 50 });
  const selected = ops.filter(select);
  const created = await send(t, 'POST', '/api/portfolios/transactions/', {
    headers: { Authorization: userA.authHeader, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      transaction_type: 'buy',
      asset: ASSET.gram_24k,
      quantity: '2.5',
      price: '3900',
      timestamp: '2026-11-01T12:00:00.000Z',
    }),
  });
  const uuidA = (JSON.parse(created.text) as { uuid: string }).uuid;

  afterAll(async () => {
    await t.close();
    jwks.close();
  });

  // Product §13: user A's own household member, a member any of A's payloads may name, and A's household.
  const { rows: members } = await t.ctx.pool.query<{ uuid: string }>(
    `SELECT m.uuid::text AS uuid FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
      WHERE h.owner_id = $1`,
    [userA.user.id],
  );
  const { rows: households } = await t.ctx.pool.query<{ uuid: string }>(
    'SELECT uuid::text AS uuid FROM households WHERE owner_id = $1',
    [userA.user.id],
  );
  const HINTS: Record<string, unknown> = {
    email: 'hostile-probe@example.com',
    password: 'Gold-Savings-2026!',
    terms_accepted: true,
    language: 'ar',
    uid: 'MQ',
    token: 'plausible-token',
    refresh: 'plausible.refresh.token',
    transaction_type: 'buy',
    asset: ASSET.gram_24k,
    quantity: '1',
    price: '3000',
    timestamp: '2026-11-01T12:00:00.000Z',
    paid_on: '2026-11-01',
    due_on: '2026-11-01',
    amount: '100',
    cash_egp: '1000',
    receivables_egp: '0',
    debts_egp: '0',
    member: members[0]!.uuid,
    to: members[0]!.uuid,
    name: 'Mona',
    relation: 'spouse',
    colour: '#c9a227',
    role: 'viewer',
    household: households[0]!.uuid,
  };

  let ipCounter = 0;
  /** A fresh client address per request (TRUST_PROXY on), so throttling does not hide the validation under test. */
  const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

  interface Case {
    label: string;
    url?: string;
    headers?: Record<string, string>;
    body?: string | ReadableStream<Uint8Array>;
    /** malformed by construction: must be refused with a 4xx */
    mustReject?: boolean;
    /** a specific status required */
    status?: number;
    /** a 60,000-character value: the answer's status and shape are checked by longStringProblem */
    long?: LongStringCase;
  }

  const urlOf = (op: Operation, uuid = uuidA) => op.path.replace('{uuid}', encodeURIComponent(uuid));

  let current: Record<string, string> | undefined;
  /** Sends a case, checks the answer, and checks that a refused request changed nothing stored. */
  async function check(
    op: Operation,
    c: Case,
    auth: string | undefined,
    failures: string[],
  ): Promise<Answer> {
    current ??= await fingerprint(t);
    const headers: Record<string, string> = { 'X-Forwarded-For': nextIp() };
    if (auth !== undefined) headers.Authorization = auth;
    const answer = await send(t, op.method, c.url ?? urlOf(op), {
      headers: { ...headers, ...c.headers },
      body: c.body,
    });
    const where = `${op.method} ${op.path} [${c.label}]`;
    const problem = problemWith(answer);
    if (problem) failures.push(`${where}: ${problem}`);
    if (c.status !== undefined && answer.status !== c.status)
      failures.push(`${where}: expected ${c.status}, got ${answer.status} ${answer.text.slice(0, 200)}`);
    else if (c.mustReject && (answer.status < 400 || answer.status >= 500))
      failures.push(`${where}: accepted (${answer.status}) ${answer.text.slice(0, 200)}`);
    const longProblem = c.long && longStringProblem(c.long, answer.status, answer.text);
    if (longProblem) failures.push(`${where}: ${longProblem}`);
    const after = await fingerprint(t);
    if (answer.status >= 400) {
      const changed = changedTables(current, after);
      if (changed.length)
        failures.push(`${where}: refused with ${answer.status} but changed ${changed.join(', ')}`);
    }
    current = after;
    return answer;
  }

  const json = (value: unknown) => ({ 'Content-Type': 'application/json', body: JSON.stringify(value) });

  function bodyCases(op: Operation): Case[] {
    const schema = op.body!;
    const base = baseline(schema, HINTS);
    const withJson = (label: string, text: string, extra: Partial<Case> = {}): Case => ({
      label,
      headers: { 'Content-Type': 'application/json' },
      body: text,
      ...extra,
    });
    const cases: Case[] = [];
    for (const text of [
      '{',
      '{"a":',
      '{"a" 1}',
      "{'a': 1}",
      '[1,]',
      'nul',
      '\u0000',
      '{"a":1}}',
      '[]'.repeat(3),
    ])
      cases.push(withJson(`malformed ${JSON.stringify(text)}`, text, { mustReject: true }));
    cases.push(withJson('nested 100k deep', '['.repeat(100_000) + ']'.repeat(100_000), { mustReject: true }));
    for (const top of [null, [], [base], 'text', 1, true])
      cases.push(withJson(`top-level ${JSON.stringify(top)}`, JSON.stringify(top), { mustReject: true }));
    const required = schema.required ?? [];
    if (required.length) {
      cases.push(withJson('empty object', '{}', { mustReject: true }));
      for (const name of required) {
        const rest = { ...base };
        delete rest[name];
        cases.push(withJson(`missing ${name}`, JSON.stringify(rest), { mustReject: true }));
      }
    }
    cases.push(withJson('extra field', JSON.stringify({ ...base, is_staff: true }), { mustReject: true }));
    cases.push(
      withJson('extra user_id', JSON.stringify({ ...base, user_id: userB.user.id }), { mustReject: true }),
    );
    cases.push(
      withJson('__proto__ key', `{"__proto__":{"is_active":true},${JSON.stringify(base).slice(1)}`, {
        mustReject: true,
      }),
    );
    cases.push(
      withJson('constructor key', JSON.stringify({ ...base, constructor: { prototype: { admin: true } } }), {
        mustReject: true,
      }),
    );
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const first = Object.keys(base)[0]!;
      cases.push(
        withJson(
          `duplicate key ${name}`,
          `{"${name}":[],${JSON.stringify(base).slice(1)}`.replace(`"${first}"`, `"${first}"`),
        ),
      );
      for (const v of wrongTypes(prop))
        cases.push(
          withJson(`${name} = ${JSON.stringify(v)}`, JSON.stringify({ ...base, [name]: v }), {
            mustReject: true,
          }),
        );
      const numeric = (prop.anyOf ?? [prop]).some((s) => s.type === 'number' || s.type === 'integer');
      for (const v of numeric ? [...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(-16)] : HOSTILE_STRINGS)
        cases.push(
          withJson(`${name} = ${JSON.stringify(v).slice(0, 40)}`, JSON.stringify({ ...base, [name]: v })),
        );
      if (prop.enum)
        for (const v of prop.enum
          .flatMap((e) => [String(e).toUpperCase(), ` ${String(e)}`, `${String(e)}\u0000`])
          // An upper-case member (a currency code) upper-cased is itself, a valid value.
          .filter((v) => !prop.enum!.includes(v)))
          cases.push(
            withJson(`${name} = ${JSON.stringify(v)}`, JSON.stringify({ ...base, [name]: v }), {
              mustReject: true,
            }),
          );
    }
    const padded = JSON.stringify({ ...base, padding: 'x'.repeat(70 * 1024) });
    cases.push(withJson('70 KiB body', padded, { status: 413 }));
    cases.push(
      withJson('1 MiB body', JSON.stringify({ ...base, padding: 'x'.repeat(1024 * 1024) }), { status: 413 }),
    );
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    cases.push({
      label: 'streamed 200 KiB without Content-Length',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding":"'));
          if (sent++ < 13) controller.enqueue(chunk);
          else {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
          }
        },
      }),
      mustReject: true,
    });
    const form = new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString();
    for (const [type, text] of [
      ['text/plain', JSON.stringify(base)],
      ['application/x-www-form-urlencoded', form],
      [
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--`,
      ],
      ['application/xml', '<a>1</a>'],
      ['application/jsonx', JSON.stringify(base)],
      ['', JSON.stringify(base)],
    ] as const)
      cases.push({
        label: `Content-Type "${type}"`,
        headers: type ? { 'Content-Type': type } : {},
        body: text,
        mustReject: true,
      });
    return cases;
  }

  function queryCases(op: Operation): Case[] {
    const cases: Case[] = [];
    const values = [
      ...HOSTILE_STRINGS.filter((s) => !s.includes('\ud800')),
      ...HOSTILE_NUMBERS.map(String),
      '%',
      '%zz',
    ];
    const names = op.query.length ? op.query.map((q) => q.name) : ['unexpected'];
    for (const name of names) {
      for (const v of values)
        cases.push({
          label: `?${name}=${v.slice(0, 30)}`,
          url: `${urlOf(op)}?${name}=${encodeURIComponent(v)}`,
        });
      cases.push({ label: `?${name} twice`, url: `${urlOf(op)}?${name}=1&${name}=2` });
      cases.push({ label: `raw ?${name}=%zz`, url: `${urlOf(op)}?${name}=%zz%00` });
    }
    return cases;
  }

  function pathCases(op: Operation): Case[] {
    if (!op.pathParams.length) return [];
    // A month is not an id: a malformed one is a 400 naming it (VALUE_PATH_PARAMS).
    const isValue = (name: string) => VALUE_PATH_PARAMS.has(name);
    const ids = [
      '00000000-0000-0000-0000-000000000000',
      `${uuidA}x`,
      uuidA.replace(/-/g, ''),
      'not-a-uuid',
      '1',
      "1' OR '1'='1",
      '<script>',
      '..',
      'x'.repeat(5000),
      '\u0000',
      'ذهب',
    ];
    const body = op.body ? json(baseline(op.body, HINTS)) : null;
    return ids.map((id) => ({
      label: `id ${JSON.stringify(id).slice(0, 40)}`,
      url: urlOf(op, id),
      ...(body ? { headers: { 'Content-Type': body['Content-Type'] }, body: body.body } : {}),
      // `..` resolves to the parent path: /api/zakat/payments/../ is /api/zakat/, a route with no DELETE (405).
      ...(id === '..' ? { mustReject: true } : { status: op.pathParams.some(isValue) ? 400 : 404 }),
    }));
  }

  const BAD_AUTH = (): string[] => {
    const [h, p, s] = userA.accessToken.split('.') as [string, string, string];
    // The first character, not the last: base64url's last character carries bits that decoders ignore, so changing
    // it can leave the decoded signature the same (that made this suite fail about one run in sixteen).
    const flip = (x: string) => `${x.startsWith('A') ? 'B' : 'A'}${x.slice(1)}`;
    return [
      '',
      'Bearer',
      'Bearer ',
      'Bearer  ',
      `Bearer ${h}.${p}`,
      `Bearer ${h}.${p}.${flip(s)}`,
      `Bearer ${h}.${flip(p)}.${s}`,
      `Bearer ${userA.accessToken} extra`,
      `Bearer ${userA.accessToken},${userA.accessToken}`,
      `Token ${userA.accessToken}`,
      `JWT ${userA.accessToken}`,
      `Basic ${Buffer.from('a@example.com:pw').toString('base64')}`,
      `Bearer ${'A'.repeat(8000)}`,
      `Bearer ${"' OR 1=1 --"}`,
      'Bearer a.b.c',
      'Bearer ....',
      'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.',
      'Bearer \u00ff\u00fe',
    ];
  };

  const SAMPLE = (op: Operation) => (op.body ? json(baseline(op.body, HINTS)) : null);

  /** The operation's plausible request with one field, query parameter or path parameter 60,000 characters long. */
  function longCase(op: Operation, long: LongStringCase): Case {
    const jsonBody = (body: Record<string, unknown>) => ({
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const plain = op.body ? jsonBody(baseline(op.body, HINTS)) : {};
    const value = encodeURIComponent(long.value);
    switch (long.where) {
      case 'body':
        return {
          label: long.label,
          long,
          ...jsonBody({ ...baseline(op.body!, HINTS), [long.name]: long.value }),
        };
      case 'query':
        return { label: long.label, long, url: `${urlOf(op)}?${long.name}=${value}`, ...plain };
      case 'path':
        return {
          label: long.label,
          long,
          url: urlOf({ ...op, path: op.path.replace(`{${long.name}}`, value) }),
          ...plain,
        };
    }
  }

  describe('hostile input: every operation of /api/schema/', () => {
    if (extras)
      it('the document lists the API (so this file covers new routes by itself)', () => {
        const names = ops.map((o) => `${o.method} ${o.path}`);
        expect(names).toEqual(
          expect.arrayContaining([
            'POST /auth/users/',
            'POST /api/users/login/',
            'GET /api/prices/market/',
            'POST /api/portfolios/transactions/',
            'PATCH /api/portfolios/transactions/{uuid}/',
            'DELETE /api/portfolios/transactions/{uuid}/',
          ]),
        );
        expect(ops.length).toBeGreaterThanOrEqual(15);
      });

    for (const op of selected) {
      it(`${op.method} ${op.path}`, async () => {
        const failures: string[] = [];
        const auth = op.secured ? userA.authHeader : undefined;
        let refused = 0;
        const cases = [...(op.body ? bodyCases(op) : []), ...queryCases(op), ...pathCases(op)];
        for (const c of cases) if ((await check(op, c, auth, failures)).status >= 400) refused++;
        const sample = SAMPLE(op);
        for (const bad of BAD_AUTH()) {
          const answer = await check(
            op,
            {
              label: `Authorization ${JSON.stringify(bad).slice(0, 50)}`,
              ...(sample ? { headers: { 'Content-Type': sample['Content-Type'] }, body: sample.body } : {}),
              status: op.secured ? 401 : undefined,
            },
            bad,
            failures,
          );
          if (answer.status >= 400) refused++;
        }
        if (op.body) {
          const keys = Object.keys(op.body.properties ?? {});
          await fc.assert(
            fc.asyncProperty(
              fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), fc.jsonValue(), { maxKeys: 6 }),
              async (body) => {
                const answer = await check(
                  op,
                  {
                    label: `random ${JSON.stringify(body).slice(0, 80)}`,
                    ...{ headers: json(body) },
                    body: JSON.stringify(body),
                  },
                  auth,
                  failures,
                );
                if (answer.status >= 400) refused++;
              },
            ),
            { numRuns: 25 },
          );
        }
        expect(failures.slice(0, 20)).toEqual([]);
        if (op.body || op.secured) expect(refused).toBeGreaterThan(0);
      });
    }
  });

  // Only where some operation has a field (a describe without a test fails the file).
  if (selected.some((op) => longStringCases(op).length > 0))
    describe('hostile input: 60,000-character values in every field of every operation', () => {
      for (const op of selected) {
        const cases = longStringCases(op);
        if (cases.length === 0) continue;
        it(`${op.method} ${op.path} refuses each with a 4xx of DRF's shape`, async () => {
          const failures: string[] = [];
          // A signed-in person of their own: the cases above may have signed user A out everywhere or deleted them,
          // and a refused token would hide the field's own answer.
          const auth = op.secured ? (await createActiveUser(t.ctx)).authHeader : undefined;
          current = await fingerprint(t);
          for (const long of cases) await check(op, longCase(op, long), auth, failures);
          expect(failures).toEqual([]);
        });
      }
    });

  if (extras)
    describe("another user's objects are unreachable", () => {
      it('every route with an id answers 404 to user B for user A’s object, and A’s data stays', async () => {
        // Alerts have their own ownership tests (tests/server/notifications/alert-routes.test.ts); a report's id is a
        // month, asked for by the test below. Each household
        // route gets a real id of A's (product §13): A's member, a pending invitation of A's, A's own access.
        const { rows } = await t.ctx.pool.query<{ member: string; access: string }>(
          `SELECT m.uuid::text AS member, r.uuid::text AS access FROM households h
             JOIN household_members m ON m.household_id = h.id AND m.is_owner
             JOIN household_roles r ON r.household_id = h.id AND r.user_id = h.owner_id
            WHERE h.owner_id = $1`,
          [userA.user.id],
        );
        const invited = await send(t, 'POST', '/api/household/invitations/', {
          headers: { Authorization: userA.authHeader, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'invited-by-a@example.com', role: 'viewer' }),
        });
        expect(invited.status, invited.text).toBe(201);
        // A share of A's household held by a password reset (ADR 022), granted to a third person: only A may keep or
        // end it.
        const grantee = await createActiveUser(t.ctx);
        const { rows: held } = await t.ctx.pool.query<{ uuid: string }>(
          `INSERT INTO household_roles_held (household_id, user_id, role, uuid, created_at, held_at)
           SELECT h.id, $2, 'viewer', gen_random_uuid(), now(), now() FROM households h WHERE h.owner_id = $1
           RETURNING uuid::text`,
          [userA.user.id, grantee.user.id],
        );
        const idOf = (path: string) =>
          path.startsWith('/api/users/me/held-shares/')
            ? held[0]!.uuid
            : path.startsWith('/api/household/members/')
              ? rows[0]!.member
              : path.startsWith('/api/household/access/')
                ? rows[0]!.access
                : path.startsWith('/api/household/invitations/')
                  ? (JSON.parse(invited.text) as { uuid: string }).uuid
                  : uuidA;
        const before = await fingerprint(t);
        const withIds = ops.filter(
          (o) =>
            o.pathParams.length &&
            !o.path.startsWith('/api/alert') &&
            !o.path.startsWith('/api/report') &&
            !o.path.startsWith('/api/invitations/'),
        );
        // A transaction's uuid on the zakat payment route is not a payment of B's either: 404 all the same.
        expect(withIds.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
          [
            'DELETE /api/household/access/{uuid}/',
            'DELETE /api/household/invitations/{uuid}/',
            'DELETE /api/household/members/{uuid}/',
            'DELETE /api/portfolios/transactions/{uuid}/',
            'DELETE /api/zakat/payments/{uuid}/',
            'GET /api/portfolios/transactions/{uuid}/',
            'PATCH /api/household/members/{uuid}/',
            'PATCH /api/portfolios/transactions/{uuid}/',
            'POST /api/household/members/{uuid}/move/',
            'DELETE /api/users/me/held-shares/{uuid}/',
            'POST /api/users/me/held-shares/{uuid}/keep/',
          ].sort(),
        );
        for (const op of withIds) {
          // A body B could send for their own object (a household payload may name A's member: still 404).
          const payload =
            op.body && op.path.startsWith('/api/household/') ? baseline(op.body, HINTS) : { quantity: '1' };
          const answer = await send(t, op.method, urlOf(op, idOf(op.path)), {
            headers: {
              Authorization: userB.authHeader,
              ...(op.body ? { 'Content-Type': 'application/json' } : {}),
            },
            body: op.body ? JSON.stringify(payload) : undefined,
          });
          expect([op.method, op.path, answer.status, JSON.parse(answer.text)]).toEqual([
            op.method,
            op.path,
            404,
            { detail: 'Not found.' },
          ]);
        }
        expect(await fingerprint(t)).toEqual(before);
        const own = await send(t, 'GET', `/api/portfolios/transactions/${uuidA}/`, {
          headers: { Authorization: userA.authHeader },
        });
        expect(own.status).toBe(200);
        expect(JSON.parse(own.text)).toMatchObject({ uuid: uuidA });
      });

      it('no route reaches a household the caller holds no role in: every `?household=` of A’s, or of none, is a 404 to B', async () => {
        const scoped = ops.filter((o) => o.query.some((q) => q.name === 'household'));
        // Every household, portfolio (CSV included) and zakat operation (product §13).
        expect(scoped.length).toBeGreaterThanOrEqual(25);
        expect(scoped.map((o) => o.path)).toEqual(
          expect.arrayContaining([
            '/api/household/members/',
            '/api/household/invitations/',
            '/api/household/access/',
            '/api/portfolios/holdings/',
            '/api/portfolios/transactions/export.csv',
            '/api/zakat/',
          ]),
        );
        const before = await fingerprint(t);
        for (const household of [
          households[0]!.uuid,
          households[0]!.uuid.toUpperCase(),
          '00000000-0000-0000-0000-000000000000',
          'mine',
        ])
          for (const op of scoped) {
            const answer = await send(
              t,
              op.method,
              `${urlOf(op)}?household=${encodeURIComponent(household)}`,
              {
                headers: {
                  Authorization: userB.authHeader,
                  ...(op.body ? { 'Content-Type': 'application/json' } : {}),
                },
                body: op.body ? JSON.stringify(baseline(op.body, HINTS)) : undefined,
              },
            );
            expect([op.method, op.path, household, answer.status, answer.text]).toEqual([
              op.method,
              op.path,
              household,
              404,
              '{"detail":"Not found."}',
            ]);
          }
        expect(await fingerprint(t)).toEqual(before);
        const theirs = await send(t, 'GET', '/api/households/', {
          headers: { Authorization: userB.authHeader },
        });
        expect(theirs.text).not.toContain(households[0]!.uuid);
      });

      it('user A’s monthly report is A’s: B gets a 404 for its month, with or without A’s member', async () => {
        const month = '2026-11';
        const own = await send(t, 'GET', `/api/reports/${month}/`, {
          headers: { Authorization: userA.authHeader },
        });
        expect(own.status).toBe(200);
        expect(own.text).toContain(uuidA);
        for (const url of [`/api/reports/${month}/`, `/api/reports/${month}/?member=${members[0]!.uuid}`]) {
          const answer = await send(t, 'GET', url, { headers: { Authorization: userB.authHeader } });
          expect([url, answer.status, JSON.parse(answer.text)]).toEqual([url, 404, { detail: 'Not found.' }]);
        }
      });

      it('no listing, value or chart of user B mentions user A’s transaction or holdings', async () => {
        for (const op of ops.filter((o) => o.method === 'GET' && !o.pathParams.length)) {
          const answer = await send(t, 'GET', op.path, { headers: { Authorization: userB.authHeader } });
          expect(answer.status, op.path).toBeLessThan(500);
          expect(answer.text, op.path).not.toContain(uuidA);
          expect(answer.text, op.path).not.toContain(households[0]!.uuid);
        }
        const holdings = await send(t, 'GET', '/api/portfolios/holdings/', {
          headers: { Authorization: userB.authHeader },
        });
        expect(JSON.parse(holdings.text)).toEqual([]);
        const list = await send(t, 'GET', '/api/portfolios/transactions/', {
          headers: { Authorization: userB.authHeader },
        });
        expect(JSON.parse(list.text)).toEqual(
          expect.not.arrayContaining([expect.objectContaining({ uuid: uuidA })]),
        );
      });
    });
}
