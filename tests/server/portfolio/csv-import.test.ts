import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportPreview, CsvImportRefusal, CsvImportResult } from '@contract/csv-import';
import { csvImportRowProblems } from '@contract/csv-import-values';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, sell } from './helpers';

const TX = '/api/portfolios/transactions/';
const TX_CSV = '/api/portfolios/transactions/export.csv';
const HOLDINGS = '/api/portfolios/holdings/';
const IMPORT = '/api/portfolios/transactions/import/';
const HEADER = 'date,type,asset_code,quantity,price';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, portfolioMaxTransactions: 6000 });
});
afterAll(() => t?.close());

interface Answer<T> {
  status: number;
  body: T;
}

async function upload<T = CsvImportPreview>(
  authHeader: string,
  file: string | Uint8Array<ArrayBuffer>,
  query = '',
  type = 'text/csv',
): Promise<Answer<T>> {
  const res = await t.app.request(`${IMPORT}${query}`, {
    method: 'POST',
    headers: { Authorization: authHeader, 'Content-Type': type },
    body: file,
  });
  return { status: res.status, body: (await res.json()) as T };
}

const preview = (auth: string, file: string, query = '?dry_run=1') => upload(auth, file, query);
const store = (auth: string, file: string, query = '') => upload<CsvImportResult>(auth, file, query);

async function ledgerOf(authHeader: string) {
  const list = (await caller(t, authHeader).get(TX)).body as {
    transaction_type: string;
    asset: number;
    quantity: number;
    price: number;
    timestamp: string;
  }[];
  return list.map((x) => `${x.timestamp} ${x.transaction_type} ${x.asset} ${x.quantity} ${x.price}`).sort();
}

async function person(language: 'ar' | 'en' = 'en') {
  const user = await createActiveUser(t.ctx, undefined, { language });
  return { user, api: caller(t, user.authHeader) };
}

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

/** Each row's errors as `column:code:message`. */
const errorsOf = (body: CsvImportPreview) =>
  body.rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}:${e.message}`));

/**
 * A file of 24k gram purchases, one a day from 2024-03-15, previews clean with each row's [quantity, price] as
 * `read`, and imports them as read.
 */
async function importsAsRead(header: string, rows: string[], read: [string, string][]) {
  const { user } = await person();
  const file = csv(header, ...rows);
  const answer = await preview(user.authHeader, file);
  expect(errorsOf(answer.body)).toEqual(rows.map(() => []));
  expect(answer.body.rows.map((r) => [r.quantity, r.price])).toEqual(read);
  expect((await store(user.authHeader, file)).body).toEqual({ imported: rows.length, already_stored: 0 });
  expect(await ledgerOf(user.authHeader)).toEqual(
    read.map(([q, p], i) => `2024-03-${15 + i}T12:00:00.000Z buy ${ASSET.gram_24k} ${q} ${p}`),
  );
}

describe('round trip', () => {
  it('export → import into a fresh account gives the same ledger and holdings', async () => {
    const { user, api } = await person('ar');
    for (const body of [
      buy(ASSET.pound_full, 2, 27000, '2026-11-01'),
      buy(ASSET.gram_21k, '12.345', '3456.78', '2026-11-02'),
      sell(ASSET.pound_full, 1, 28000, '2026-11-03'),
      buy(ASSET.usd, 1500, '48.25', '2026-11-04'),
    ])
      expect((await api.post(TX, body)).status).toBe(201);
    const file = await (await t.app.request(TX_CSV, { headers: { Authorization: user.authHeader } })).text();

    const fresh = await person('en');
    // The file names each row's member (product §17): the fresh account's own member goes by the same name.
    const [self] = (await api.get('/api/household/members/')).body as { name: string }[];
    const [freshSelf] = (await fresh.api.get('/api/household/members/')).body as { uuid: string }[];
    await fresh.api.patch(`/api/household/members/${freshSelf!.uuid}/`, { name: self!.name });
    const dry = await preview(fresh.user.authHeader, file);
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ rows: 4, new: 4, already_stored: 0, with_errors: 0 });
    expect(dry.body.rows[1]).toMatchObject({
      line: 3,
      date: '2026-11-02',
      transaction_type: 'buy',
      asset: { id: ASSET.gram_21k, code: 'gram_21k' },
      quantity: '12.345',
      price: '3456.78',
      errors: [],
      already_stored: false,
    });
    expect(await ledgerOf(fresh.user.authHeader)).toEqual([]); // a preview stores nothing

    expect(await store(fresh.user.authHeader, file)).toEqual({
      status: 201,
      body: { imported: 4, already_stored: 0 },
    });
    expect(await ledgerOf(fresh.user.authHeader)).toEqual(await ledgerOf(user.authHeader));
    expect((await fresh.api.get(HOLDINGS)).body).toEqual((await api.get(HOLDINGS)).body);
  });

  it('importing the same file twice adds nothing the second time, and the preview says so', async () => {
    const { user } = await person();
    const file = csv(HEADER, '2026-10-01,buy,pound_full,1,27000', '2026-10-01,buy,pound_full,1,27000');
    expect((await store(user.authHeader, file)).body).toEqual({ imported: 2, already_stored: 0 });
    const again = await preview(user.authHeader, file);
    expect(again.body.rows.map((r) => r.already_stored)).toEqual([true, true]);
    expect(await store(user.authHeader, file)).toEqual({
      status: 201,
      body: { imported: 0, already_stored: 2 },
    });
    // The file's own export re-imported (ids, timestamps, names) matches the same rows.
    const exported = await (
      await t.app.request(TX_CSV, { headers: { Authorization: user.authHeader } })
    ).text();
    expect((await store(user.authHeader, exported)).body).toEqual({ imported: 0, already_stored: 2 });
    // One more identical purchase in the file is one more row.
    expect((await store(user.authHeader, file + '2026-10-01,buy,pound_full,1,27000\r\n')).body).toEqual({
      imported: 1,
      already_stored: 2,
    });
    expect(await ledgerOf(user.authHeader)).toHaveLength(3);
  });
});

describe('what people have', () => {
  /** A row as the preview reads it: date, type, asset id, quantity, price. */
  type ImportedRow = [string, string, number, string, string];
  const expectRows = (body: CsvImportPreview, rows: ImportedRow[]) => {
    expect(body.rows.map((r) => r.errors)).toEqual(rows.map(() => []));
    expect(body.rows.map((r) => [r.date, r.transaction_type, r.asset?.id, r.quantity, r.price])).toEqual(
      rows,
    );
  };

  it.each([
    {
      name: 'Arabic header names, Arabic types and names, Arabic-Indic digits, semicolons, quoted fields',
      lines: [
        'التاريخ;النوع;الأصل;الكمية;السعر;ملاحظات',
        '٢٠٢٦-١١-٠١;شراء;جنيه ذهب;٢;"٢٧٬٠٠٠"; "هدية; من أمي"',
        '"2026-11-02";"بيع";pound_full;1;"27,500.5";"قال ""شكراً"""',
      ],
      separator: ';',
      rows: [
        ['2026-11-01', 'buy', ASSET.pound_full, '2', '27000'],
        ['2026-11-02', 'sell', ASSET.pound_full, '1', '27500.5'],
      ],
    },
    {
      name: 'English names and mixed-case headers; a comma inside quotes',
      lines: [
        'Date,Type,Asset Name,Quantity,Price',
        '2026-11-01,Buy,21K Gold Gram,"1,000",3456.78',
        '2026-11-02,SELL,21k gold gram,0.5,"3,500"',
      ],
      separator: ',',
      rows: [
        ['2026-11-01', 'buy', ASSET.gram_21k, '1000', '3456.78'],
        ['2026-11-02', 'sell', ASSET.gram_21k, '0.5', '3500'],
      ],
    },
  ] satisfies { name: string; lines: string[]; separator: string; rows: ImportedRow[] }[])(
    '$name',
    async ({ lines, separator, rows }) => {
      const { user } = await person();
      const answer = await preview(user.authHeader, csv(...lines));
      expect(answer.status).toBe(200);
      expect(answer.body.separator).toBe(separator);
      expectRows(answer.body, rows);
    },
  );

  it.each([
    ['DD/MM/YYYY', '25/10/2026', '03/11/2026'],
    ['MM/DD/YYYY', '10/25/2026', '11/03/2026'],
  ])('reads %s from the dates themselves', async (format, first, second) => {
    const { user } = await person();
    const answer = await preview(
      user.authHeader,
      csv(HEADER, `${first},buy,usd,10,48`, `${second},buy,usd,10,48`),
    );
    expect(answer.body.date_format).toBe(format);
    expect(answer.body.rows.map((r) => r.date)).toEqual(['2026-10-25', '2026-11-03']);
  });

  it('refuses a file whose dates read both ways with a question, and reads it once answered', async () => {
    const { user } = await person();
    const file = csv(HEADER, '03/11/2026,buy,usd,10,48', '04/11/2026,buy,usd,10,48');
    const asked = await upload<CsvImportRefusal>(user.authHeader, file, '?dry_run=1');
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'ambiguousDates', choices: ['DD/MM/YYYY', 'MM/DD/YYYY'] });
    expect(asked.body.detail).toContain('?');
    expect(await ledgerOf(user.authHeader)).toEqual([]);
    const answered = await preview(user.authHeader, file, '?dry_run=1&date_format=MM/DD/YYYY');
    expect(answered.body.rows.map((r) => r.date)).toEqual(['2026-03-11', '2026-04-11']);
    const mixed = await upload<CsvImportRefusal>(
      user.authHeader,
      csv(HEADER, '25/10/2026,buy,usd,1,1', '10/25/2026,buy,usd,1,1'),
    );
    expect(mixed.body.code).toBe('mixedDateFormats');
  });
});

describe('row errors', () => {
  it('names each row’s errors by column with the spec’s messages, and stores nothing', async () => {
    const { user } = await person();
    const file = csv(
      'date,type,asset_code,quantity,price',
      '2026-11-01,buy,pound_full,1,27000',
      '2026-13-01,swap,pound_dust,-1,0',
      '2027-01-01,buy,usd,1e3,"1,5"',
      ',,,,',
    );
    const answer = await preview(user.authHeader, file);
    expect(answer.status).toBe(200);
    const errors = answer.body.rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}:${e.message}`));
    expect(errors[0]).toEqual([]);
    expect(errors[1]).toEqual([
      expect.stringMatching(/^date:invalidDate:/),
      expect.stringMatching(/^type:invalidType:/),
      expect.stringMatching(/^asset_code:unknownAsset:/),
      'quantity:invalidQuantity:Invalid quantity',
      'price:invalidPrice:Invalid price',
    ]);
    expect(errors[2]).toEqual([
      'date:futureDate:The date cannot be in the future.',
      'quantity:invalidNumber:A valid number is required.',
      'price:invalidNumber:A valid number is required.',
    ]);
    expect(errors[3]!.map((e) => e.split(':').slice(0, 2).join(':'))).toEqual([
      'date:required',
      'type:required',
      'asset_code:required',
      'quantity:required',
      'price:required',
    ]);
    expect(answer.body.summary).toMatchObject({ rows: 4, with_errors: 3 });

    const refused = await upload(user.authHeader, file);
    expect(refused.status).toBe(400);
    expect(refused.body.dry_run).toBe(false);
    expect(refused.body.summary.with_errors).toBe(3);
    expect(await ledgerOf(user.authHeader)).toEqual([]); // the good first row is not stored either
  });

  it('merges the file with the stored ledger in date order and names the first row that overdraws', async () => {
    const { user, api } = await person();
    expect((await api.post(TX, buy(ASSET.pound_full, 1, 27000, '2026-10-01'))).status).toBe(201);
    // Line 2 sells the stored pound, line 4 buys one earlier than line 3's sale: all sound.
    const sound = csv(
      HEADER,
      '2026-10-05,sell,pound_full,1,28000',
      '2026-11-03,sell,pound_half,1,14000',
      '2026-11-01,buy,pound_half,1,13000',
    );
    expect((await preview(user.authHeader, sound)).body.overdraft_line).toBeNull();
    // Line 3 sells a second pound nobody bought; line 4's sale would also fail but comes later in time.
    const overdrawn = csv(
      HEADER,
      '2026-10-05,sell,pound_full,1,28000',
      '2026-10-06,sell,pound_full,1,28000',
      '2026-11-01,sell,pound_full,1,28000',
    );
    const answer = await preview(user.authHeader, overdrawn);
    expect(answer.body.overdraft_line).toBe(3);
    expect(answer.body.rows[1]!.errors).toEqual([
      { column: 'quantity', code: 'notEnoughBalance', message: 'Not enough balance' },
    ]);
    expect((await upload(user.authHeader, overdrawn)).status).toBe(400);
    expect(await ledgerOf(user.authHeader)).toHaveLength(1);
    expect((await store(user.authHeader, sound)).body).toEqual({ imported: 3, already_stored: 0 });
  });

  it('the summary counts each row once: to add, already saved, or with errors (product §17)', async () => {
    const { user } = await person();
    expect((await store(user.authHeader, csv(HEADER, '2026-10-01,buy,pound_full,1,27000'))).status).toBe(201);
    // Line 2 is stored already, line 3 is new, line 4 overdraws (sound alone, so once counted as new too), line 5
    // has a bad type.
    const file = csv(
      HEADER,
      '2026-10-01,buy,pound_full,1,27000',
      '2026-10-02,buy,pound_half,1,13000',
      '2026-10-03,sell,pound_half,2,14000',
      '2026-10-04,lend,pound_full,1,27000',
    );
    const { body } = await preview(user.authHeader, file);
    expect(body.summary).toEqual({ rows: 4, new: 1, already_stored: 1, with_errors: 2 });
    expect(body.rows.map((r) => [r.line, r.already_stored, r.errors.length > 0])).toEqual([
      [2, true, false],
      [3, false, false],
      [4, false, true],
      [5, false, true],
    ]);
  });
});

describe('numbers the separator splits or misreads', () => {
  const TOO_MANY_FIELDS =
    'price:tooManyFields:This line has more fields than the header. A number written with a comma must be put in quotes ("45,000") or written without the comma (45000).';
  const AMBIGUOUS_POINT =
    'ambiguousPoint:In a file separated by semicolons, a point before three digits reads two ways (45.000: 45 or 45000?). Write thousands without the point (45000) and decimals with a comma (45000,00).';
  const AMBIGUOUS_COMMA =
    'ambiguousComma:In a file separated by semicolons, a comma before three digits reads two ways (1,250: 1.25 or 1250?). Write thousands without the comma (1250) and decimals with other than three digits after the comma (1,25 or 12,3450).';

  it('a comma file: an unquoted 45,000 or 1,250 makes more fields than the header, refused, nothing stored', async () => {
    const { user } = await person();
    const file = csv(
      HEADER,
      '2024-03-15,buy,gram_24k,1,45,000', // was read as price 45
      '2024-03-15,buy,gram_24k,1,250,45000', // was read as quantity 1, price 250
      '2024-03-15,buy,gram_24k,1,45000',
    );
    const answer = await preview(user.authHeader, file);
    expect(answer.status).toBe(200);
    expect(errorsOf(answer.body)).toEqual([[TOO_MANY_FIELDS], [TOO_MANY_FIELDS], []]);
    expect(answer.body.summary).toMatchObject({ rows: 3, new: 1, with_errors: 2 });

    const refused = await upload(user.authHeader, file);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toEqual([[TOO_MANY_FIELDS], [TOO_MANY_FIELDS], []]);
    expect(await ledgerOf(user.authHeader)).toEqual([]);
  });

  it('the error is on the last column the preview shows, whatever the header’s order', async () => {
    const { user } = await person();
    const file = csv(
      'id,date,type,asset_code,price,quantity,notes',
      ',2024-03-15,buy,gram_24k,45000,1,250,gift', // an unquoted 1,250 shifts the notes too
    );
    const answer = await preview(user.authHeader, file);
    expect(answer.body.rows[0]!.errors).toEqual([
      expect.objectContaining({ column: 'quantity', code: 'tooManyFields' }),
    ]);
    expect((await upload(user.authHeader, file)).status).toBe(400);
    expect(await ledgerOf(user.authHeader)).toEqual([]);
  });

  it('a row with fewer fields than the header names the missing cell, and is not stored', async () => {
    const { user } = await person();
    const file = csv(
      HEADER,
      '2024-03-15,buy,gram_24k,45000', // the quantity left out
    );
    const answer = await preview(user.authHeader, file);
    expect(errorsOf(answer.body)).toEqual([['price:required:This field is required.']]);
    // The template's shape with the asset's name left out: the cells shift left, and the price is missing.
    const template = csv(
      'date,type,asset_code,asset_name,quantity,price',
      '2024-03-15,buy,pound_full,1,25000',
    );
    expect(errorsOf((await preview(user.authHeader, template)).body)).toEqual([
      ['price:required:This field is required.'],
    ]);
    expect((await upload(user.authHeader, file)).status).toBe(400);
    expect((await upload(user.authHeader, template)).status).toBe(400);
    expect(await ledgerOf(user.authHeader)).toEqual([]);
    // Cells left out after the header's last named column are only notes: the row is sound.
    const notes = csv(`${HEADER},notes`, '2024-03-15,buy,gram_24k,1,45000');
    expect(errorsOf((await preview(user.authHeader, notes)).body)).toEqual([[]]);
  });

  it('a comma file written correctly imports the same figures: "45,000", 45000', () =>
    importsAsRead(
      HEADER,
      [
        '2024-03-15,buy,gram_24k,1,"45,000"',
        '2024-03-16,buy,gram_24k,"1,250",45000',
        '2024-03-17,buy,gram_24k,1.25,45000.5',
      ],
      [
        ['1', '45000'],
        ['1250', '45000'],
        ['1.25', '45000.5'],
      ],
    ));

  it('a semicolon file: 45.000 and 1,250 read two ways, refused by column, nothing stored', async () => {
    const { user } = await person();
    const file = csv(
      'date;type;asset_code;quantity;price',
      '2024-03-15;buy;gram_24k;1.250;45.000', // was read as quantity 1.25, price 45
      '2024-03-15;buy;gram_24k;1,250;"45000"', // was read as quantity 1250
      '2024-03-15;buy;gram_24k;١;٤٥.٠٠٠', // Arabic-Indic digits, the same point
      '2024-03-15;buy;gram_24k;1;45000',
    );
    const answer = await preview(user.authHeader, file);
    expect(answer.status).toBe(200);
    expect(answer.body.separator).toBe(';');
    expect(errorsOf(answer.body)).toEqual([
      [`quantity:${AMBIGUOUS_POINT}`, `price:${AMBIGUOUS_POINT}`],
      [`quantity:${AMBIGUOUS_COMMA}`],
      [`price:${AMBIGUOUS_POINT}`],
      [],
    ]);
    expect(answer.body.rows.map((r) => [r.quantity, r.price])).toEqual([
      [null, null],
      [null, '45000'],
      ['1', null],
      ['1', '45000'],
    ]);

    const refused = await upload(user.authHeader, file);
    expect(refused.status).toBe(400);
    expect(refused.body.summary.with_errors).toBe(3);
    expect(await ledgerOf(user.authHeader)).toEqual([]);
  });

  it('a semicolon file written correctly imports the same figures: 45000, 45000,50, 1,25, 1.25', () =>
    importsAsRead(
      'date;type;asset_code;quantity;price',
      [
        '2024-03-15;buy;gram_24k;1;45000',
        '2024-03-16;buy;gram_24k;1,25;45000,50',
        '2024-03-17;buy;gram_24k;1.25;"45000,00"',
        '2024-03-18;buy;gram_24k;12,3450;0,500',
        '2024-03-19;buy;gram_24k;2;"1,250,000.5"',
      ],
      [
        ['1', '45000'],
        ['1.25', '45000.5'],
        ['1.25', '45000'],
        ['12.345', '0.5'],
        ['2', '1250000.5'],
      ],
    ));

  it('the preview has words for every row problem, in both languages', () => {
    for (const strings of [en, ar])
      expect(Object.keys(strings.csvImport.errors).sort()).toEqual([...csvImportRowProblems].sort());
  });

  it('a negative number in a semicolon file is still refused as negative, comma or not', async () => {
    const { user } = await person();
    const file = csv('date;type;asset_code;quantity;price', '2024-03-15;buy;gram_24k;-1,25;-45.000');
    expect(errorsOf((await preview(user.authHeader, file)).body)).toEqual([
      ['quantity:invalidQuantity:Invalid quantity', 'price:invalidPrice:Invalid price'],
    ]);
  });
});

describe('refusals of the whole file', () => {
  const refusal = async (file: string | Uint8Array<ArrayBuffer>, type = 'text/csv') => {
    const { user } = await person();
    const answer = await upload<CsvImportRefusal>(user.authHeader, file, '', type);
    expect(await ledgerOf(user.authHeader)).toEqual([]);
    return answer;
  };

  it.each([
    ['empty', ''],
    ['header only', HEADER + '\r\n'],
    ['missing columns', csv('date,type,quantity', '2026-11-01,buy,1')],
    ['unterminated quote', csv(HEADER, '2026-11-01,buy,"pound_full,1,1')],
    ['stray quote', csv(HEADER, '2026-11-01,bu"y,pound_full,1,1')],
    [
      'duplicate column',
      csv('date,date,type,asset_code,quantity,price', '2026-11-01,2026-11-01,buy,usd,1,1'),
    ],
  ])('%s: a 400 naming the problem', async (_, file) => {
    const answer = await refusal(file);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual(expect.any(String));
    expect(answer.body.code).toEqual(expect.any(String));
  });

  it('binary garbage and wrong encodings', async () => {
    expect((await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]))).body.code).toBe('binary');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode(HEADER)]);
    expect((await refusal(utf16)).body.code).toBe('encoding');
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\r\n`), 0xe9, 0x0d, 0x0a]);
    expect((await refusal(latin1)).body).toMatchObject({
      code: 'encoding',
      detail: expect.stringContaining('UTF-8'),
    });
  });

  it('a body that is not a CSV file: 415', async () => {
    expect((await refusal(csv(HEADER), 'application/json')).status).toBe(415);
  });

  it('over 1 MiB: 413 before the file is read; a 50 MiB upload too', async () => {
    const big = csv(HEADER, ...Array.from({ length: 40_000 }, () => '2026-11-01,buy,pound_full,1,27000'));
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect((await refusal(big)).status).toBe(413);
    expect((await refusal(new Uint8Array(50 * 1024 * 1024).fill(0x41))).status).toBe(413);
  });

  it('over 5,000 rows: a 400 saying so', async () => {
    const rows = csv(HEADER, ...Array.from({ length: 5001 }, () => '2026-11-01,buy,usd,1,48'));
    const answer = await refusal(rows);
    expect(answer).toMatchObject({ status: 400, body: { code: 'tooManyRows' } });
    expect(answer.body.detail).toContain('5,000');
  });

  it('beyond PORTFOLIO_MAX_TRANSACTIONS: the preview says so beforehand, and nothing is stored', async () => {
    const small = await createTestApp({ now: () => NOW, portfolioMaxTransactions: 3 });
    try {
      const user = await createActiveUser(small.ctx);
      const send = (rows: number, query = '') =>
        small.app.request(`${IMPORT}${query}`, {
          method: 'POST',
          headers: { Authorization: user.authHeader, 'Content-Type': 'text/csv' },
          body: csv(HEADER, ...Array.from({ length: rows }, (_, i) => `2026-11-0${i + 1},buy,usd,1,48`)),
        });
      const fits = await send(3, '?dry_run=1');
      expect(fits.status).toBe(200);
      expect(await fits.json()).toMatchObject({ summary: { new: 3 }, ledger_full: null });
      const preview = await send(4, '?dry_run=1');
      expect(preview.status).toBe(200);
      expect(await preview.json()).toMatchObject({
        summary: { new: 4 },
        ledger_full: { limit: 3, total: 4 },
      });
      const res = await send(4);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'ledgerFull' });
      const list = await small.app.request(TX, { headers: { Authorization: user.authHeader } });
      expect(await list.json()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('asks for sign-in', async () => {
    const res = await t.app.request(IMPORT, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: csv(HEADER),
    });
    expect(res.status).toBe(401);
  });
});

describe('one transaction', () => {
  it('5,000 rows store together in one write, and are in the ledger after', async () => {
    const { user } = await person();
    const rows = Array.from({ length: 5000 }, (_, i) => `2026-11-01,buy,gram_24k,${i + 1},4000`);
    const started = performance.now();
    const answer = await store(user.authHeader, csv(HEADER, ...rows));
    const took = performance.now() - started;
    expect(answer).toEqual({ status: 201, body: { imported: 5000, already_stored: 0 } });
    expect(took).toBeLessThan(5000);
    // xmin is the id of the database transaction that wrote a row: one for all 5,000.
    const { rows: count } = await t.ctx.pool.query<{ n: string; writers: string }>(
      'SELECT count(*) AS n, count(DISTINCT xmin::text) AS writers FROM transactions WHERE user_id = $1',
      [user.user.id],
    );
    expect(count[0]).toEqual({ n: '5000', writers: '1' });
  });

  it('two imports of one file at once add it once', async () => {
    const { user } = await person();
    const file = csv(HEADER, '2026-11-01,buy,usd,100,48', '2026-11-02,sell,usd,50,49');
    const answers = await Promise.all([store(user.authHeader, file), store(user.authHeader, file)]);
    const imported = answers.filter((a) => a.status === 201).map((a) => a.body.imported);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await ledgerOf(user.authHeader)).toHaveLength(2);
  });
});

describe('a preview costs what a write costs (product §16)', () => {
  it('a dry run while the person’s write rate is used up is refused like a write: 429 with Retry-After', async () => {
    const limited = await createTestApp({ now: () => NOW, portfolioWritesPerMinute: 2 });
    try {
      const user = await createActiveUser(limited.ctx);
      const send = (body: string, query: string, type = 'text/csv') =>
        limited.app.request(`${IMPORT}${query}`, {
          method: 'POST',
          headers: { Authorization: user.authHeader, 'Content-Type': type },
          body,
        });
      const file = csv(HEADER, '2026-11-01,buy,usd,1,48');
      // Two previews use the rate up: they count as writes.
      expect((await send(file, '?dry_run=1')).status).toBe(200);
      expect((await send(file, '?dry_run=1')).status).toBe(200);
      for (const query of ['?dry_run=1', '']) {
        const res = await send(file, query);
        expect(res.status).toBe(429);
        const seconds = Number(res.headers.get('retry-after'));
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(await res.json()).toEqual({
          detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        });
      }
      // A body that is not a CSV file is refused before the rate is counted, as a malformed write is.
      expect((await send(file, '?dry_run=1', 'application/json')).status).toBe(415);
      const list = await limited.app.request(TX, { headers: { Authorization: user.authHeader } });
      expect(await list.json()).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('a 5,000-row invalid file: at most 200 rows listed, every row counted, a small answer', async () => {
    const { user } = await person();
    const rows = Array.from({ length: 5000 }, (_, i) => `2026-11-01,lend,usd,-${i + 1},abc`);
    const res = await t.app.request(`${IMPORT}?dry_run=1`, {
      method: 'POST',
      headers: { Authorization: user.authHeader, 'Content-Type': 'text/csv' },
      body: csv(HEADER, ...rows),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as CsvImportPreview;
    expect(body.summary).toEqual({ rows: 5000, new: 0, already_stored: 0, with_errors: 5000 });
    expect(body.rows.map((r) => r.line)).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    expect(body.rows.every((r) => r.errors.length === 3)).toBe(true);
    expect(text.length).toBeLessThan(200_000);
    // Storing it is refused with the same capped preview.
    const stored = await store(user.authHeader, csv(HEADER, ...rows));
    expect(stored.status).toBe(400);
    expect((stored.body as unknown as CsvImportPreview).rows).toHaveLength(200);
  });

  it('a long file with one bad row far down lists that row among the 200, and the overdrawing row too', async () => {
    const { user } = await person();
    const rows = Array.from({ length: 1000 }, () => '2026-11-01,buy,usd,1,48');
    rows[700] = '2026-11-01,buy,usd,one,48';
    rows[900] = '2026-11-02,sell,usd,5000,48';
    const answer = await preview(user.authHeader, csv(HEADER, ...rows));
    expect(answer.body.summary).toMatchObject({ rows: 1000, with_errors: 2 });
    expect(answer.body.overdraft_line).toBe(902);
    const lines = answer.body.rows.map((r) => r.line);
    expect(lines).toHaveLength(200);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines.slice(0, 198)).toEqual(Array.from({ length: 198 }, (_, i) => i + 2));
    expect(lines.slice(198)).toEqual([702, 902]);
    expect(answer.body.rows.find((r) => r.line === 702)!.errors.map((e) => e.code)).toEqual([
      'invalidNumber',
    ]);
    expect(answer.body.rows.find((r) => r.line === 902)!.errors.map((e) => e.code)).toEqual([
      'notEnoughBalance',
    ]);
  });
});
