import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  csvImportPreviewSchema,
  csvImportQuerySchema,
  csvImportRefusalSchema,
  csvImportResultSchema,
} from '@contract/csv-import';
import { CSV_IMPORT_MAX_BYTES } from '@contract/csv-import-values';
import { languageSchema } from '@contract/auth';
import { memberQuerySchema } from '@contract/household-query';
import { detailErrorSchema } from '@contract/errors';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv } from '../app-context';
import { householdErrors, jsonResponse, signedInOperations } from '../http/openapi-parts';
import { createRouter } from '../http/router';
import { householdAccess, householdOwner, memberOfQuery, RECORDS } from '../household/access';
import { findMember, listMembers } from '../household/store';
import { methodNotAllowed, NOT_FOUND } from '../http/errors';
import { getCatalogue } from './catalogue-store';
import { holdingsCsv, transactionsCsv, type CsvLanguage } from './csv-export';
import { beyondLimit, planImport, previewOf } from './csv-import-plan';
import { decodeCsv, readImportFile } from './csv-import-read';
import { storeImport } from './csv-import-store';
import { readLedger } from './ledger-store';
import { throttled } from './route-definitions';
import { ledgerFullDetail } from './ledger-write';
import { portfolioHoldings } from './portfolio-queries';
import { throttledAnswer, type WriteGate } from './write-gate';

/**
 * The CSV exports and import (product §15): the signed-in person's own rows only, names in the person's language.
 * The import takes the file itself as the body (`text/csv`, what a browser's File is sent as): no multipart
 * envelope to parse, and the 1 MiB limit applies to the file's own bytes.
 */

const operation = signedInOperations('portfolio');
/**
 * `?language=`: the language the SPA shows (product §17: an English page exported Arabic names when the account's stored
 * language was Arabic); absent, the account's language.
 */
const exportQuerySchema = memberQuerySchema.extend({
  language: languageSchema
    .optional()
    .openapi({ description: 'ar or en: the language of asset names; absent, the account’s language' }),
});

const csvBody = (description: string) => ({
  content: { 'text/csv': { schema: z.string() } },
  description,
});

export const transactionsExportRoute = operation({
  method: 'get',
  path: '/api/portfolios/transactions/export.csv',
  summary: 'Every transaction as CSV (UTF-8 with BOM), oldest first; `?member=` for one household member',
  request: { query: exportQuerySchema },
  responses: { 200: csvBody('The transactions'), ...householdErrors },
});

export const holdingsExportRoute = operation({
  method: 'get',
  path: '/api/portfolios/holdings/export.csv',
  summary:
    'Every holding as CSV (UTF-8 with BOM), valued at the latest prices; `?member=` for one household member',
  request: { query: exportQuerySchema },
  responses: { 200: csvBody('The holdings'), ...householdErrors },
});

export const transactionsImportRoute = operation({
  method: 'post',
  path: '/api/portfolios/transactions/import/',
  summary:
    'Import transactions from a CSV file: a preview with ?dry_run=1, else all rows stored or none; both count as writes',
  description:
    'The body is the CSV file itself (UTF-8, a BOM allowed; at most 1 MiB and 5,000 rows). Columns as the ' +
    'export writes them (id, date, timestamp, type, asset_code, asset_name, quantity, price) or their Arabic ' +
    'names; a comma or semicolon separator; dates YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY (a file whose dates read ' +
    'both ways is refused with code `ambiguousDates` until `date_format` says which). A line with more cells than ' +
    'the header (an unquoted 45,000) is a row error; in a semicolon file a comma is the decimal mark (1,25) and a ' +
    'point or comma alone before three digits (45.000, 1,250) is refused as ambiguous. Rows already in the ' +
    'ledger (same day, type, asset, quantity and price, or the same id) are skipped, so a file imports once.',
  request: {
    query: csvImportQuerySchema,
    body: { content: { 'text/csv': { schema: z.string() } }, required: true },
  },
  responses: {
    200: jsonResponse(
      csvImportPreviewSchema,
      'The preview (dry_run=1): every row counted; up to 200 rows listed, those with errors first',
    ),
    201: jsonResponse(csvImportResultSchema, 'Every new row stored (in one database transaction)'),
    400: jsonResponse(
      z.union([csvImportPreviewSchema, csvImportRefusalSchema]),
      'Nothing stored: the preview with each row’s errors, or why the file cannot be read',
    ),
    ...householdErrors,
    413: jsonResponse(detailErrorSchema, 'The file is over 1 MiB'),
    415: jsonResponse(detailErrorSchema, 'The body is not text/csv'),
    ...throttled,
  },
});

const CSV_MEDIA_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

async function languageOf(ctx: AppContext, c: Context<AppEnv>): Promise<CsvLanguage> {
  const asked = c.req.query('language');
  if (asked === 'ar' || asked === 'en') return asked;
  const userId = c.get('user').id;
  const { rows } = await ctx.pool.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.language === 'en' ? 'en' : 'ar';
}

function csvAnswer(c: Context<AppEnv>, body: string, name: string) {
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
}

export function csvRoutes(ctx: AppContext, gate: WriteGate): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const signedIn = householdAccess(ctx, RECORDS);
  app.use(transactionsExportRoute.path, signedIn);
  app.use(holdingsExportRoute.path, signedIn);
  // The import is POST only. Its path is also under portfolioRoutes' `/api/portfolios/transactions/*`, whose write
  // line a DELETE or PATCH passing this one too would enter a second time, and matches its `{uuid}/`, which would
  // take `import` for a transaction that does not exist: the other methods get the 405 of a method with no route.
  app.on(
    'POST',
    transactionsImportRoute.path,
    signedIn,
    bodyLimit({
      maxSize: CSV_IMPORT_MAX_BYTES,
      onError: (c) => c.json({ detail: 'The file is too large (the limit is 1 MiB).' }, 413),
    }),
    gate.line,
  );
  app.on(['GET', 'PUT', 'PATCH', 'DELETE'], transactionsImportRoute.path, signedIn, (c) =>
    c.json({ detail: methodNotAllowed(c.req.method) }, 405, { Allow: 'POST' }),
  );

  app.openapi(transactionsImportRoute, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!CSV_MEDIA_TYPES.has(type))
      return c.json(
        { detail: `Unsupported media type "${c.req.header('content-type') ?? ''}" in request.` },
        415,
      );
    const query = c.req.valid('query');
    const decoded = decodeCsv(new Uint8Array(await c.req.arrayBuffer()));
    if (!decoded.ok) return c.json(decoded.refusal, 400);
    const userId = householdOwner(c);
    const [catalogue, members] = await Promise.all([getCatalogue(ctx), listMembers(ctx, userId)]);
    const read = readImportFile(decoded.text, catalogue, ctx.now(), query.date_format, members);
    if (!read.ok) return c.json(read.refusal, 400);
    // A preview reads the ledger and plans the whole file as a write does, so it takes the same admission (product §16):
    // previews alone once slowed everyone's reads on the instance.
    const wait = await gate.admit(c);
    if (wait !== null) {
      const { body, headers } = throttledAnswer(wait);
      return c.json(body, 429, headers);
    }
    // A row goes to the member its `member` cell names, else to the owner's own member (product §13, product §17).
    if (query.dry_run === '1') {
      const [ledger, self] = await Promise.all([
        readLedger(ctx, userId, c.get('portfolioRevision')),
        findMember(ctx, userId, undefined),
      ]);
      const plan = planImport(read.file, ledger.entries, self?.uuid);
      const full = beyondLimit(plan, ledger.entries.length, ctx.config.portfolioMaxTransactions);
      return c.json(previewOf(read.file, plan, true, full), 200);
    }
    const stored = await storeImport(ctx, userId, read.file, c.get('user').id);
    if (stored.ok)
      return c.json({ imported: stored.imported, already_stored: stored.plan.alreadyStored.size }, 201);
    if (stored.reason === 'full')
      return c.json(
        {
          code: 'ledgerFull',
          detail: `${ledgerFullDetail(stored.limit)} This file would bring it to ${stored.total.toLocaleString('en-US')}.`,
        },
        400,
      );
    return c.json(previewOf(read.file, stored.plan, false, stored.full), 400);
  });

  const memberOf = (c: Context<AppEnv>) => memberOfQuery(ctx, c);

  // The names are in the caller's language; the rows are the household's.
  app.openapi(transactionsExportRoute, async (c) => {
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    const [catalogue, whole, language, members] = await Promise.all([
      getCatalogue(ctx),
      readLedger(ctx, householdOwner(c), c.get('portfolioRevision')),
      languageOf(ctx, c),
      listMembers(ctx, householdOwner(c)),
    ]);
    const ledger = member ? whole.forMember(member) : whole;
    const names = new Map(members.map((m) => [m.uuid, m.name]));
    return csvAnswer(
      c,
      transactionsCsv(ledger.entries, catalogue, language, names),
      'dahabi-transactions.csv',
    );
  });

  app.openapi(holdingsExportRoute, async (c) => {
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    const owner = {
      userId: householdOwner(c),
      revision: c.get('portfolioRevision'),
      ...(member ? { member } : {}),
    };
    const [catalogue, holdings, language] = await Promise.all([
      getCatalogue(ctx),
      portfolioHoldings(ctx, owner),
      languageOf(ctx, c),
    ]);
    return csvAnswer(c, holdingsCsv(holdings, catalogue, language), 'dahabi-holdings.csv');
  });

  return app;
}
