import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import { invalidMemberMessage } from '@contract/portfolio';
import { portfolioErrorDetails } from '@contract/portfolio-values';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { householdAccess, householdOwner, memberOfQuery, RECORDS } from '../household/access';
import { findMember } from '../household/store';
import { NOT_FOUND } from '../http/errors';
import { isUuid } from '../http/uuid';
import { createRouter } from '../http/router';
import { sharedJson } from '../http/shared-json';
import { availableAssets } from './available-assets';
import { getCatalogue } from './catalogue-store';
import { readLedger } from './ledger-store';
import { ledgerFullDetail, newEntry, writeLedger } from './ledger-write';
import { pageLinks, pageRequest } from './pagination';
import { portfolioChart, portfolioHoldings, portfolioValue } from './portfolio-queries';
import { presentTransaction } from './presenters';
import {
  availableAssetsRoute,
  chartRoute,
  createRouteDef,
  deleteRoute,
  holdingsRoute,
  legacyCreateRoute,
  listRoute,
  retrieveRoute,
  updateRoute,
  valueRoute,
} from './route-definitions';
import { listTransactionPage, listTransactions } from './transaction-list';
import { parseCreate, parseUpdate } from './transaction-input';
import { portfolioWriteGate, throttledAnswer, type WriteGate } from './write-gate';

/**
 * Portfolio API (product §7, architecture §4.1–4.2). Every route is behind householdAccess and reads or writes only the
 * ledger of the household the request acts on (`?household=`, the caller's own by default; product §13), as the
 * caller's role there allows; another household's transaction is a 404 like one that does not exist.
 */

/** Who may read and write a household's portfolio (the fast reads check the same: fast-reads.ts). */
export const PORTFOLIO_ACCESS = RECORDS;

/** write-gate.ts: over the person's write rate. */
function tooMany(c: Context<AppEnv>, seconds: number) {
  const { body, headers } = throttledAnswer(seconds);
  return c.json(body, 429, headers);
}

export function portfolioRoutes(
  ctx: AppContext,
  gate: WriteGate = portfolioWriteGate(ctx),
): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const signedIn = householdAccess(ctx, PORTFOLIO_ACCESS);
  app.use('/api/portfolios/*', signedIn);
  app.use('/transactions/', signedIn);
  app.use('/api/portfolios/transactions/*', gate.line);
  app.use('/transactions/', gate.line);
  const owner = (c: Context<AppEnv>, member?: string) => ({
    userId: householdOwner(c),
    revision: c.get('portfolioRevision'),
    ...(member ? { member } : {}),
  });
  const memberOf = (c: Context<AppEnv>) => memberOfQuery(ctx, c);
  const invalidMember = (c: Context<AppEnv>) => c.json({ member: [invalidMemberMessage] }, 400);

  app.openapi(availableAssetsRoute, async (c) => c.json(availableAssets(await getCatalogue(ctx)), 200));

  app.openapi(listRoute, async (c) => {
    const catalogue = await getCatalogue(ctx);
    const query = c.req.valid('query');
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    const page = pageRequest(query);
    if (!page) {
      const entries = await listTransactions(ctx, householdOwner(c), { ...query, member });
      return c.json(
        entries.map((e) => presentTransaction(e, catalogue)),
        200,
      );
    }
    const { count, entries } = await listTransactionPage(ctx, householdOwner(c), { ...query, member }, page);
    return c.json(
      {
        count,
        ...pageLinks(ctx.config.publicUrl, c.req.url, page, count),
        results: entries.map((e) => presentTransaction(e, catalogue)),
      },
      200,
    );
  });

  const create: RouteHandler<typeof createRouteDef, AppEnv> = async (c) => {
    const catalogue = await getCatalogue(ctx);
    const parsed = parseCreate(c.req.valid('json'), catalogue, ctx.now());
    if (!parsed.ok) return c.json(parsed.body, 400);
    // The member whose gold it is: the owner's own unless named (product §13).
    const member = await findMember(ctx, householdOwner(c), parsed.value.member);
    if (!member) return invalidMember(c);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const entry = newEntry({ ...parsed.value, member: member.uuid });
    const result = await writeLedger(ctx, householdOwner(c), { kind: 'create', entry }, c.get('user').id);
    if (!result.ok && result.reason === 'full')
      return c.json({ detail: ledgerFullDetail(result.limit) }, 400);
    if (!result.ok && result.reason === 'invalid') return c.json(result.body, 400);
    if (!result.ok) return c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    return c.json(presentTransaction(entry, catalogue), 201);
  };
  app.openapi(createRouteDef, create);
  app.openapi(legacyCreateRoute, create);

  app.openapi(retrieveRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!isUuid(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const [catalogue, ledger] = await Promise.all([
      getCatalogue(ctx),
      readLedger(ctx, householdOwner(c), c.get('portfolioRevision')),
    ]);
    const entry = ledger.entries.find((e) => e.uuid === uuid.toLowerCase());
    if (!entry) return c.json({ detail: NOT_FOUND }, 404);
    return c.json(presentTransaction(entry, catalogue), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!isUuid(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const parsed = parseUpdate(c.req.valid('json'), ctx.now());
    if (!parsed.ok) return c.json(parsed.body, 400);
    if (parsed.value.member !== undefined && !(await findMember(ctx, householdOwner(c), parsed.value.member)))
      return invalidMember(c);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const result = await writeLedger(
      ctx,
      householdOwner(c),
      { kind: 'update', uuid: uuid.toLowerCase(), ...parsed.value },
      c.get('user').id,
    );
    if (!result.ok) {
      if (result.reason === 'invalid') return c.json(result.body, 400);
      return result.reason === 'not_found'
        ? c.json({ detail: NOT_FOUND }, 404)
        : c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    }
    return c.json(presentTransaction(result.entry!, await getCatalogue(ctx)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!isUuid(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const result = await writeLedger(ctx, householdOwner(c), { kind: 'delete', uuid: uuid.toLowerCase() });
    if (!result.ok) {
      return result.reason === 'not_found'
        ? c.json({ detail: NOT_FOUND }, 404)
        : c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    }
    return c.body(null, 204);
  });

  // These answers are memoized per ledger revision and prices, so their JSON is too (sharedJson).
  // `?member=` narrows each to one household member (product §13); one that is not of the household is a 404.
  app.openapi(holdingsRoute, async (c) => {
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    return sharedJson(c, await portfolioHoldings(ctx, owner(c, member)));
  });

  app.openapi(valueRoute, async (c) => {
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    return sharedJson(c, await portfolioValue(ctx, owner(c, member)));
  });

  app.openapi(chartRoute, async (c) => {
    const member = await memberOf(c);
    if (member === null) return c.json({ detail: NOT_FOUND }, 404);
    return sharedJson(c, await portfolioChart(ctx, owner(c, member), c.req.valid('query').range));
  });

  return app;
}
