import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportPreview, CsvImportResult } from '@contract/csv-import';
import type { Member } from '@contract/household';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, sell } from './helpers';

/** Product §17: the transactions CSV keeps whose gold each row is, and the import gives it back. */

const TX = '/api/portfolios/transactions/';
const TX_CSV = '/api/portfolios/transactions/export.csv';
const IMPORT = '/api/portfolios/transactions/import/';
const MEMBERS = '/api/household/members/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

/** A household whose own member is named "Mona", with Karim (spouse) and Laila (child) added. */
async function familyOfThree() {
  const user = await createActiveUser(t.ctx);
  const api = caller(t, user.authHeader);
  const [self] = (await api.get(MEMBERS)).body as Member[];
  expect((await api.patch(`${MEMBERS}${self!.uuid}/`, { name: 'Mona' })).status).toBe(200);
  const karim = (await api.post(MEMBERS, { name: 'Karim', relation: 'spouse', colour: '#2b6cb0' }))
    .body as Member;
  const laila = (await api.post(MEMBERS, { name: 'ليلى', relation: 'child', colour: '#b83280' }))
    .body as Member;
  return { user, api, uuids: { Mona: self!.uuid, Karim: karim.uuid, ليلى: laila.uuid } };
}

async function upload<T>(authHeader: string, file: string, query = '') {
  const res = await t.app.request(`${IMPORT}${query}`, {
    method: 'POST',
    headers: { Authorization: authHeader, 'Content-Type': 'text/csv' },
    body: file,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Each transaction as "day type asset quantity member-name", sorted. */
async function ledgerByName(api: ReturnType<typeof caller>, uuids: Record<string, string>) {
  const names = new Map(Object.entries(uuids).map(([name, uuid]) => [uuid, name]));
  const list = (await api.get(TX)).body as {
    transaction_type: string;
    asset: number;
    quantity: number;
    timestamp: string;
    member: string;
  }[];
  return list
    .map(
      (x) =>
        `${x.timestamp.slice(0, 10)} ${x.transaction_type} ${x.asset} ${x.quantity} ${names.get(x.member)}`,
    )
    .sort();
}

describe('the member column', () => {
  it('a family of three: export → import into a fresh account with the same names keeps every row with its member', async () => {
    const family = await familyOfThree();
    for (const [body, who] of [
      [buy(ASSET.pound_full, 2, 27000, '2026-11-01'), 'Mona'],
      [buy(ASSET.pound_full, 1, 27100, '2026-11-02'), 'Karim'],
      [buy(ASSET.gram_21k, '12.5', '3456.78', '2026-11-03'), 'ليلى'],
      [sell(ASSET.pound_full, 1, 28000, '2026-11-04'), 'Karim'],
      [buy(ASSET.gram_21k, 3, 3500, '2026-11-05'), 'Mona'],
    ] as const) {
      const reply = await family.api.post(TX, { ...body, member: family.uuids[who] });
      expect(reply.status, reply.text).toBe(201);
    }
    const file = await (
      await t.app.request(TX_CSV, { headers: { Authorization: family.user.authHeader } })
    ).text();
    const lines = file
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,date,timestamp,type,asset_code,asset_name,quantity,price,member,workmanship_per_unit,refund_per_unit',
    );
    expect(lines.slice(1).map((l) => l.split(',').at(-3))).toEqual([
      'Mona',
      'Karim',
      'ليلى',
      'Karim',
      'Mona',
    ]);

    const fresh = await familyOfThree();
    const dry = await upload<CsvImportPreview>(fresh.user.authHeader, file, '?dry_run=1');
    expect(dry.body.summary).toEqual({ rows: 5, new: 5, already_stored: 0, with_errors: 0 });
    expect(await upload<CsvImportResult>(fresh.user.authHeader, file)).toEqual({
      status: 201,
      body: { imported: 5, already_stored: 0 },
    });
    const restored = await ledgerByName(fresh.api, fresh.uuids);
    expect(restored).toEqual(await ledgerByName(family.api, family.uuids));
    expect(restored.filter((r) => r.endsWith(' Karim'))).toHaveLength(2);
    // Once more: every row is already stored, for its own member.
    expect((await upload<CsvImportResult>(fresh.user.authHeader, file)).body).toEqual({
      imported: 0,
      already_stored: 5,
    });
  });

  it('a name the household does not know is a row error naming it, and nothing is stored', async () => {
    const family = await familyOfThree();
    const file =
      'date,type,asset_code,quantity,price,العضو\r\n' +
      '2026-11-01,buy,pound_full,1,27000, karim \r\n' +
      '2026-11-02,buy,pound_full,1,27000,Yousef\r\n' +
      '2026-11-03,buy,pound_full,1,27000,\r\n';
    const dry = await upload<CsvImportPreview>(family.user.authHeader, file, '?dry_run=1');
    expect(dry.body.rows.map((r) => r.errors)).toEqual([
      [],
      [
        {
          column: 'member',
          code: 'unknownMember',
          message: 'No member of this household is named “Yousef”.',
        },
      ],
      [],
    ]);
    expect(dry.body.rows[1]!.cells.member).toBe('Yousef');
    expect((await upload(family.user.authHeader, file)).status).toBe(400);
    expect(await ledgerByName(family.api, family.uuids)).toEqual([]);
    // Without the unknown name: a name matches whatever its case and spaces; no name is the owner's own.
    const fixed = file.replace('Yousef', 'ليلى');
    expect((await upload<CsvImportResult>(family.user.authHeader, fixed)).status).toBe(201);
    expect(await ledgerByName(family.api, family.uuids)).toEqual([
      `2026-11-01 buy ${ASSET.pound_full} 1 Karim`,
      `2026-11-02 buy ${ASSET.pound_full} 1 ليلى`,
      `2026-11-03 buy ${ASSET.pound_full} 1 Mona`,
    ]);
  });
});
