import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { detailErrorSchema } from '@contract/errors';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { createRouter } from '../http/router';
import { getCatalogue } from './catalogue-store';
import { holdingsCsv, transactionsCsv, type CsvLanguage } from './csv-export';
import { readLedger, USER_CHECK_WITH_REVISION } from './ledger-store';
import { portfolioHoldings } from './portfolio-queries';

/** The CSV exports (issue 19): the signed-in person's own rows only, names in the person's language. */

const security = [{ bearerAuth: [] }];
const csvBody = (description: string) => ({
  content: { 'text/csv': { schema: z.string() } },
  description,
});
const unauthorised = {
  content: { 'application/json': { schema: detailErrorSchema } },
  description: 'Not signed in',
};

export const transactionsExportRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/export.csv',
  tags: ['portfolio'],
  summary: 'Every transaction as CSV (UTF-8 with BOM), oldest first',
  security,
  responses: { 200: csvBody('The transactions'), 401: unauthorised },
});

export const holdingsExportRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/holdings/export.csv',
  tags: ['portfolio'],
  summary: 'Every holding as CSV (UTF-8 with BOM), valued at the latest prices',
  security,
  responses: { 200: csvBody('The holdings'), 401: unauthorised },
});

async function languageOf(ctx: AppContext, userId: number): Promise<CsvLanguage> {
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

export function csvRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const signedIn = requireUser(ctx, USER_CHECK_WITH_REVISION);
  app.use(transactionsExportRoute.path, signedIn);
  app.use(holdingsExportRoute.path, signedIn);

  app.openapi(transactionsExportRoute, async (c) => {
    const userId = c.get('user').id;
    const [catalogue, ledger, language] = await Promise.all([
      getCatalogue(ctx),
      readLedger(ctx, userId, c.get('portfolioRevision')),
      languageOf(ctx, userId),
    ]);
    return csvAnswer(c, transactionsCsv(ledger.entries, catalogue, language), 'dahabi-transactions.csv');
  });

  app.openapi(holdingsExportRoute, async (c) => {
    const userId = c.get('user').id;
    const owner = { userId, revision: c.get('portfolioRevision') };
    const [catalogue, holdings, language] = await Promise.all([
      getCatalogue(ctx),
      portfolioHoldings(ctx, owner),
      languageOf(ctx, userId),
    ]);
    return csvAnswer(c, holdingsCsv(holdings, catalogue, language), 'dahabi-holdings.csv');
  });

  return app;
}
