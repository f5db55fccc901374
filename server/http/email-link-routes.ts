import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppContext, AppEnv } from '../app-context';
import { NOT_FOUND } from './errors';
import { emailLinkOperations, jsonResponse } from './openapi-parts';

/**
 * A link in an e-mail that acts once, without a session (an alert's switch-off, a report's unsubscribe), at one
 * path with the link's signed single-purpose token in it. GET only reads what the link would act on (mail scanners
 * open links); POST acts, once: a second POST finds nothing to act on. Both calls read the same row, by
 * construction. A token not valid, or a link already used, answers the same 404 as any unknown path (DRF's
 * wording).
 */
export interface EmailLink {
  tag: string;
  path: `${string}/{token}/`;
  /** The token's content as the query's parameters ($1, $2, …), or null for a token not valid. */
  params: (token: string) => unknown[] | null;
  /**
   * The row the link acts on and what both calls answer of it: `where` names it while the act is still to do, and
   * `set` (POST) does the act, which must take the row out of `where`.
   */
  row: { table: string; where: string; set: string; columns: string; schema: z.ZodType };
  /** GET: what the link would act on. */
  check: LinkCall;
  /** POST: the act. */
  act: LinkCall;
}

/** One call's OpenAPI summary and the description of its 200. */
interface LinkCall {
  summary: string;
  answered: string;
}

export function serveEmailLink(app: OpenAPIHono<AppEnv>, ctx: AppContext, link: EmailLink): void {
  const operation = emailLinkOperations(link.tag);
  const { table, where, set, columns, schema } = link.row;
  const serve = (method: 'get' | 'post', step: LinkCall, sql: string) => {
    const route = operation({
      method,
      path: link.path,
      summary: `${step.summary} (no session needed)`,
      responses: { 200: jsonResponse(schema, step.answered) },
    });
    app.openapi(route, async (c) => {
      const params = link.params(c.req.valid('param').token);
      const row = params && (await ctx.pool.query(sql, params)).rows[0];
      return row ? c.json(row, 200) : c.json({ detail: NOT_FOUND }, 404);
    });
  };
  serve('get', link.check, `SELECT ${columns} FROM ${table} WHERE ${where}`);
  serve('post', link.act, `UPDATE ${table} SET ${set} WHERE ${where} RETURNING ${columns}`);
}
