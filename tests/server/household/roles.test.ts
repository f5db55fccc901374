import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, Member } from '@contract/household';
import { permissionDeniedMessage, type Access } from '@contract/household-sharing';
import type { PortfolioValue, Transaction } from '@contract/portfolio';
import { createSecondInstance, type TestApp } from '@tests/support/test-app';
import { appWithTwoReadings, ASSET, buy, caller } from '@tests/server/portfolio/helpers';
import { baseline, changedTables, fingerprint, loadOperations } from '@tests/server/hostile/support';
import { FIXTURE_PASSWORD } from '@tests/support/auth-fixtures';
import { ACCESS, INVITATIONS, invite, MEMBERS, newPerson, share, TX } from './sharing-helpers';

/**
 * Product §13: a household shared as viewer or editor. The role is checked on the server for every route, from the
 * database on every request; nobody reaches a household they hold no role in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await appWithTwoReadings();
});
afterAll(() => t?.close());

/** An owner with a spouse, gold for each, and their household's uuid. */
async function familyWithGold() {
  const owner = await newPerson(t);
  const spouse = (await owner.api.post(MEMBERS, { name: 'Mona', relation: 'spouse', colour: '#3366cc' }))
    .body as Member;
  const mine = await owner.api.post(TX, buy(ASSET.gram_21k, 10, 3000, '2026-11-01'));
  const hers = await owner.api.post(TX, {
    ...buy(ASSET.pound_full, 2, 24000, '2026-11-02'),
    member: spouse.uuid,
  });
  expect([mine.status, hers.status]).toEqual([201, 201]);
  const households = (await owner.api.get('/api/households/')).body as Household[];
  return {
    owner,
    spouse,
    household: households[0]!.uuid,
    mine: mine.body as Transaction,
    hers: hers.body as Transaction,
  };
}

describe('a viewer', () => {
  it('reads the household as its owner does', async () => {
    const { owner, household, spouse } = await familyWithGold();
    const viewer = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    const q = `household=${household}`;
    for (const url of [
      `/api/portfolios/holdings/?${q}`,
      `/api/portfolios/value/?${q}`,
      `/api/portfolios/chart/?range=1m&${q}`,
      `${TX}?${q}`,
      `/api/portfolios/holdings/?${q}&member=${spouse.uuid}`,
      `${MEMBERS}?${q}`,
      `/api/zakat/?${q}`,
      `/api/zakat/members/?${q}`,
      `/api/zakat/payments/?${q}`,
      `${ACCESS}?${q}`,
    ]) {
      const own = await owner.api.get(url.replace(q, ''));
      const theirs = await viewer.api.get(url);
      expect(theirs.status, `${url}: ${theirs.text}`).toBe(200);
      expect(theirs.body, url).toEqual(own.body);
    }
    // Their own household stays the default.
    expect((await viewer.api.get(TX)).body).toEqual([]);
  });

  it('is refused every write of the OpenAPI document with 403, and nothing changes', async () => {
    const { owner, household, spouse, mine } = await familyWithGold();
    const viewer = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    const { invitation } = await invite(t, owner, `pending-${process.pid}@example.com`, 'editor');
    const access = (await owner.api.get(ACCESS)).body as Access[];
    // A real id of the household for every path that takes one: a write is refused for the role, not the id.
    const idFor = (path: string) =>
      path.startsWith(MEMBERS)
        ? spouse.uuid
        : path.startsWith(INVITATIONS)
          ? invitation.uuid
          : path.startsWith(ACCESS)
            ? access[1]!.uuid
            : mine.uuid;
    const hints = {
      member: spouse.uuid,
      to: spouse.uuid,
      name: 'Ali',
      relation: 'child',
      colour: '#112233',
      email: `new-${process.pid}@example.com`,
      role: 'viewer',
      transaction_type: 'buy',
      asset: ASSET.gram_24k,
      quantity: '1',
      price: '3000',
      timestamp: '2026-11-03T12:00:00.000Z',
      paid_on: '2026-11-01',
      amount: '100',
    };
    const ops = (await loadOperations(t)).filter(
      (op) => op.method !== 'GET' && op.query.some((q) => q.name === 'household'),
    );
    // Every write of the households, portfolio (with CSV import) and zakat areas.
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/portfolios/transactions/',
        'PATCH /api/portfolios/transactions/{uuid}/',
        'DELETE /api/portfolios/transactions/{uuid}/',
        'POST /api/portfolios/transactions/import/',
        'PUT /api/zakat/settings/',
        'POST /api/zakat/payments/',
        'POST /api/household/members/',
        'POST /api/household/members/{uuid}/move/',
        'POST /api/household/invitations/',
        'DELETE /api/household/access/{uuid}/',
      ]),
    );
    const before = await fingerprint(t);
    for (const op of ops) {
      const url = `${op.path.replace('{uuid}', idFor(op.path))}?household=${household}`;
      const answer = await viewer.api.request(op.method, url, op.body ? baseline(op.body, hints) : undefined);
      expect([op.method, op.path, answer.status, answer.body]).toEqual([
        op.method,
        op.path,
        403,
        { detail: permissionDeniedMessage },
      ]);
    }
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
    // The same writes with the owner's token are not refused for the role (the check is the role's, not the route's).
    const allowed = await owner.api.post(
      `${TX}?household=${household}`,
      buy(ASSET.gram_24k, 1, 3000, '2026-11-03'),
    );
    expect(allowed.status).toBe(201);
  });
});

describe('an editor', () => {
  it('adds, edits and deletes transactions, each recording who created and who last changed it', async () => {
    const { owner, household, spouse, mine } = await familyWithGold();
    const editor = await newPerson(t);
    await share(t, owner, editor, 'editor');
    const q = `?household=${household}`;
    const created = await editor.api.post(`${TX}${q}`, {
      ...buy(ASSET.pound_full, 1, 25000, '2026-11-05'),
      member: spouse.uuid,
    });
    expect(created.status, created.text).toBe(201);
    const edited = await editor.api.patch(`${TX}${(mine as Transaction).uuid}/${q}`, { quantity: '12' });
    expect(edited.status, edited.text).toBe(200);
    const authors = async (uuid: string) =>
      (
        await t.ctx.pool.query<{ user_id: number; created_by: number; updated_by: number }>(
          'SELECT user_id, created_by, updated_by FROM transactions WHERE uuid = $1',
          [uuid],
        )
      ).rows[0];
    // The ledger stays the owner's; the editor is its author or last changer.
    expect(await authors((created.body as Transaction).uuid)).toEqual({
      user_id: owner.id,
      created_by: editor.id,
      updated_by: editor.id,
    });
    expect(await authors(mine.uuid)).toEqual({
      user_id: owner.id,
      created_by: owner.id,
      updated_by: editor.id,
    });
    expect(((await owner.api.get(TX)).body as Transaction[]).map((x) => x.uuid)).toContain(
      (created.body as Transaction).uuid,
    );
    expect((await editor.api.delete(`${TX}${(created.body as Transaction).uuid}/${q}`)).status).toBe(204);
    // Their own ledger is untouched.
    expect((await editor.api.get(TX)).body).toEqual([]);
  });

  it('cannot manage members or sharing (403), and reads who has access', async () => {
    const { owner, household, spouse } = await familyWithGold();
    const editor = await newPerson(t);
    await share(t, owner, editor, 'editor');
    const q = `?household=${household}`;
    const before = await fingerprint(t);
    const refusals = [
      await editor.api.post(`${MEMBERS}${q}`, { name: 'Ali', relation: 'child', colour: '#112233' }),
      await editor.api.patch(`${MEMBERS}${spouse.uuid}/${q}`, { name: 'M' }),
      await editor.api.delete(`${MEMBERS}${spouse.uuid}/${q}`),
      await editor.api.post(`${INVITATIONS}${q}`, { email: 'x@example.com', role: 'viewer' }),
      await editor.api.get(`${INVITATIONS}${q}`),
    ];
    const access = (await editor.api.get(`${ACCESS}${q}`)).body as Access[];
    expect(access.map((a) => a.role)).toEqual(['owner', 'editor']);
    refusals.push(await editor.api.delete(`${ACCESS}${access[0]!.uuid}/${q}`));
    expect(refusals.map((r) => [r.status, r.body])).toEqual(
      refusals.map(() => [403, { detail: permissionDeniedMessage }]),
    );
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });
});

describe('revoking, leaving and deleting', () => {
  it('a revocation is effective at once on another instance', async () => {
    const { owner, household } = await familyWithGold();
    const viewer = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    const second = createSecondInstance(t);
    try {
      const onSecond = caller({ ...t, ...second }, viewer.authHeader);
      const url = `/api/portfolios/value/?household=${household}`;
      expect((await onSecond.get(url)).status).toBe(200);
      const access = (await owner.api.get(ACCESS)).body as Access[];
      expect((await owner.api.delete(`${ACCESS}${access[1]!.uuid}/`)).status).toBe(204);
      expect(await onSecond.get(url)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect(((await onSecond.get('/api/households/')).body as Household[]).map((h) => h.role)).toEqual([
        'owner',
      ]);
      expect(((await owner.api.get(ACCESS)).body as Access[]).map((a) => a.role)).toEqual(['owner']);
      // The owner's own access is not theirs to revoke.
      expect((await owner.api.delete(`${ACCESS}${access[0]!.uuid}/`)).status).toBe(400);
    } finally {
      await second.close();
    }
  });

  it('a person leaves a household shared with them; the owner cannot leave their own', async () => {
    const { owner, household } = await familyWithGold();
    const viewer = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    expect(
      (await viewer.api.post('/api/household/leave/', { household: household.toUpperCase() })).status,
    ).toBe(204);
    expect((await viewer.api.get(`${TX}?household=${household}`)).status).toBe(404);
    expect((await viewer.api.post('/api/household/leave/', { household })).status).toBe(404);
    expect((await owner.api.post('/api/household/leave/', { household })).status).toBe(400);
    expect(((await owner.api.get(ACCESS)).body as Access[]).map((a) => a.email)).toEqual([owner.email]);
  });

  it('deleting the owner’s account deletes the household and ends every share', async () => {
    const { owner, household } = await familyWithGold();
    const viewer = await newPerson(t);
    const editor = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    await share(t, owner, editor, 'editor');
    const editorsTx = await editor.api.post(
      `${TX}?household=${household}`,
      buy(ASSET.gram_18k, 1, 2000, '2026-11-06'),
    );
    expect(editorsTx.status).toBe(201);
    const gone = await owner.api.delete('/auth/users/me/');
    expect(gone.status, gone.text).toBe(400);
    const deleted = await t.app.request('/auth/users/me/', {
      method: 'DELETE',
      headers: { Authorization: owner.authHeader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: FIXTURE_PASSWORD }),
    });
    expect(deleted.status, await deleted.text()).toBe(204);
    for (const person of [viewer, editor]) {
      expect(((await person.api.get('/api/households/')).body as Household[]).map((h) => h.role)).toEqual([
        'owner',
      ]);
      expect((await person.api.get(`/api/portfolios/holdings/?household=${household}`)).status).toBe(404);
    }
    const { rows } = await t.ctx.pool.query(
      `SELECT 1 FROM households WHERE uuid = $1
       UNION ALL SELECT 1 FROM transactions WHERE user_id = $2`,
      [household, owner.id],
    );
    expect(rows).toEqual([]);
  });
});

describe('values', () => {
  it('the household’s value is the sum of its members’, for the owner and for a viewer alike', async () => {
    const { owner, household, spouse } = await familyWithGold();
    const viewer = await newPerson(t);
    await share(t, owner, viewer, 'viewer');
    const members = (await owner.api.get(MEMBERS)).body as Member[];
    expect(members.map((m) => m.uuid)).toContain(spouse.uuid);
    for (const who of [owner, viewer]) {
      const q = `household=${household}`;
      const whole = (await who.api.get(`/api/portfolios/value/?${q}`)).body as PortfolioValue;
      const parts = await Promise.all(
        members.map(
          async (m) =>
            (await who.api.get(`/api/portfolios/value/?${q}&member=${m.uuid}`)).body as PortfolioValue,
        ),
      );
      const sum = parts.reduce((s, p) => s + p.total_value, 0);
      expect(whole.total_value).toBeGreaterThan(0);
      expect(sum).toBeCloseTo(whole.total_value, 2);
      expect(parts.every((p) => p.total_value > 0)).toBe(true);
    }
  });
});
