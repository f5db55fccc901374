import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { csvCell, plainNumber } from '@server/portfolio/csv-export';
import { ASSET, buy, caller, NOW, sell } from './helpers';

const TX = '/api/portfolios/transactions/';
const TX_CSV = '/api/portfolios/transactions/export.csv';
const HOLDINGS_CSV = '/api/portfolios/holdings/export.csv';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

async function personWith(language: 'ar' | 'en') {
  const user = await createActiveUser(t.ctx, undefined, { language });
  const api = caller(t, user.authHeader);
  for (const body of [
    buy(ASSET.pound_full, 2, 27000, '2026-11-01'),
    buy(ASSET.gram_21k, '12.345', '3456.78', '2026-11-02'),
    sell(ASSET.pound_full, 1, 28000, '2026-11-03'),
    buy(ASSET.usd, 1500, '48.25', '2026-11-04'),
  ]) {
    const reply = await api.post(TX, body);
    expect(reply.status, reply.text).toBe(201);
  }
  return { user, api };
}

async function download(authHeader: string, url: string) {
  const res = await t.app.request(url, { headers: { Authorization: authHeader } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('transactions export', () => {
  it('is UTF-8 with a BOM, one header row, oldest first, ISO dates, plain decimals, codes, ids', async () => {
    const { user, api } = await personWith('en');
    const { res, bytes, text } = await download(user.authHeader, TX_CSV);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,date,timestamp,type,asset_code,asset_name,quantity,price,member,workmanship_per_unit,refund_per_unit',
    );
    // The owner's own member: named after the e-mail's local part until renamed.
    const [self] = (await api.get('/api/household/members/')).body as { name: string }[];
    const ids = ((await api.get(TX)).body as { uuid: string; timestamp: string }[])
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
      .map((x) => x.uuid);
    expect(lines.slice(1)).toEqual([
      `${ids[0]},2026-11-01,2026-11-01T12:00:00.000Z,buy,pound_full,Gold Pound,2,27000,${self!.name},,`,
      `${ids[1]},2026-11-02,2026-11-02T12:00:00.000Z,buy,gram_21k,21K Gold Gram,12.345,3456.78,${self!.name},,`,
      `${ids[2]},2026-11-03,2026-11-03T12:00:00.000Z,sell,pound_full,Gold Pound,1,28000,${self!.name},,`,
      `${ids[3]},2026-11-04,2026-11-04T12:00:00.000Z,buy,usd,US Dollar,1500,48.25,${self!.name},,`,
    ]);
  });

  it('names the assets in Arabic for an Arabic-speaking person', async () => {
    const { user } = await personWith('ar');
    const { text } = await download(user.authHeader, TX_CSV);
    expect(text).toContain(',pound_full,جنيه ذهب,');
    expect(text).toContain(',gram_21k,جرام ذهب عيار 21,');
  });

  it('names the assets in the language asked for (?language=, the page on screen), whatever the account’s', async () => {
    const arabic = await personWith('ar');
    const english = (await download(arabic.user.authHeader, `${TX_CSV}?language=en`)).text;
    expect(english).toContain(',pound_full,Gold Pound,');
    expect(english).not.toMatch(/[\u0600-\u06ff]/);
    const holdings = (await download(arabic.user.authHeader, `${HOLDINGS_CSV}?language=en`)).text;
    expect(holdings).toContain('gram_21k,21K Gold Gram,');
    const other = await personWith('en');
    expect((await download(other.user.authHeader, `${TX_CSV}?language=ar`)).text).toContain(
      ',pound_full,جنيه ذهب,',
    );
    // A language the app does not have is refused, never guessed.
    expect((await download(arabic.user.authHeader, `${TX_CSV}?language=fr`)).res.status).toBe(400);
  });

  it("shows only the signed-in person's transactions, and asks for sign-in", async () => {
    const { user } = await personWith('en');
    const other = await createActiveUser(t.ctx);
    const { text } = await download(other.authHeader, TX_CSV);
    expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await download('Bearer nope', TX_CSV)).res.status).toBe(401);
    expect((await t.app.request(TX_CSV)).status).toBe(401);
    expect((await download(user.authHeader, TX_CSV)).res.status).toBe(200);
  });
});

describe('holdings export', () => {
  it('lists each held asset with its code, localised name and plain decimal quantity', async () => {
    const { user } = await personWith('en');
    const { res, bytes, text } = await download(user.authHeader, HOLDINGS_CSV);
    expect(res.status).toBe(200);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'asset_code,asset_name,quantity,average_cost,cost_basis,current_price,total_value,unrealized_gain,unrealized_gain_pct',
    );
    const byCode = new Map(lines.slice(1).map((l) => [l.split(',')[0], l.split(',')]));
    expect([...byCode.keys()].sort()).toEqual(['gram_21k', 'pound_full', 'usd']);
    expect(byCode.get('pound_full')!.slice(0, 5)).toEqual([
      'pound_full',
      'Gold Pound',
      '1',
      '27000',
      '27000',
    ]);
    expect(byCode.get('gram_21k')![2]).toBe('12.345');
  });
});

describe('formula injection (OWASP)', () => {
  it('prefixes cells a spreadsheet would run with a quote, and quotes separators', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('Gold Pound')).toBe('Gold Pound');
    // A loss is a number, not a formula: it stays readable as one.
    expect(csvCell('-500.25')).toBe('-500.25');
    expect(csvCell('-1+1')).toBe("'-1+1");
  });
});

describe('plain decimals', () => {
  it('never prints an exponent or grouping', () => {
    expect(plainNumber(0.0000001)).toBe('0.0000001');
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(1234567.5)).toBe('1234567.5');
  });
});

describe('exports of one household member (product §13, ?member=)', () => {
  it("lists only that member's records, and refuses a member of another household with 404", async () => {
    const { user, api } = await personWith('en');
    const child = (
      await api.post('/api/household/members/', { name: 'Omar', relation: 'child', colour: '#aa7733' })
    ).body as { uuid: string };
    expect(child.uuid).toBeTruthy();
    const reply = await api.post(TX, {
      ...buy(ASSET.pound_half, 3, 14000, '2026-11-05'),
      member: child.uuid,
    });
    expect(reply.status, reply.text).toBe(201);

    const theirs = await download(user.authHeader, `${TX_CSV}?member=${child.uuid}`);
    expect(theirs.res.status).toBe(200);
    const rows = theirs.text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',buy,pound_half,');
    const holdings = await download(user.authHeader, `${HOLDINGS_CSV}?member=${child.uuid}`);
    expect(
      holdings.text
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['pound_half']);
    // Without ?member= the whole household: the four records above and the child's.
    const all = await download(user.authHeader, TX_CSV);
    expect(all.text.slice(1).trimEnd().split('\r\n')).toHaveLength(1 + 5);

    const stranger = await personWith('en');
    for (const url of [TX_CSV, HOLDINGS_CSV]) {
      const refused = await download(stranger.user.authHeader, `${url}?member=${child.uuid}`);
      expect(refused.res.status).toBe(404);
    }
  });
});
