import type { OpenAPIHono } from '@hono/zod-openapi';
import { detailErrorSchema } from '@contract/errors';
import { memberQuerySchema } from '@contract/household-query';
import {
  notificationSettingsPayloadSchema,
  notificationSettingsSchema,
  REPORT_MONTH,
  reportMonthMessage,
  reportMonthsSchema,
  reportParamsSchema,
  reportSchema,
  reportUnsubscribeSchema,
} from '@contract/reports';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { householdAccess, householdOwner, RECORDS } from '../household/access';
import { findMember } from '../household/store';
import { NOT_FOUND } from '../http/errors';
import { serveEmailLink } from '../http/email-link-routes';
import {
  inputErrors,
  householdOperations,
  jsonRequestBody,
  jsonResponse,
  signedInOperations,
} from '../http/openapi-parts';
import { createRouter } from '../http/router';
import { readUnsubscribeToken } from './unsubscribe-token';
import { reportFor, reportMonths, type ReportOwner } from './report-query';

/**
 * Monthly reports (product §14): the report's figures, the months that have one, the person's e-mail choice, and the
 * e-mail's unsubscribe link (no session: a signed single-purpose token).
 */

const missing = (what: string) => ({ 404: jsonResponse(detailErrorSchema, what) });

// The household's reports (`?household=`, product §13): 404 for one the caller holds no role in; a viewer reads them.
const operation = householdOperations('reports');
const monthsRoute = operation({
  method: 'get',
  path: '/api/reports/',
  summary: 'The months that have a report, newest first (from the first transaction’s month to this one)',
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(reportMonthsSchema, 'Months'), ...missing('No such household member') },
});
const reportRoute = operation({
  method: 'get',
  path: '/api/reports/{month}/',
  summary:
    'One month’s report (YYYY-MM): start and end value, change, each holding, the transactions, grams, the 21k and USD range, zakat; `?member=` for one household member',
  request: { params: reportParamsSchema, query: memberQuerySchema },
  responses: {
    200: jsonResponse(reportSchema, 'The report'),
    ...missing('Before the first transaction, in the future, or no such member'),
  },
});
// The person's own e-mail choices.
const ownOperation = signedInOperations('reports');
const readSettingsRoute = ownOperation({
  method: 'get',
  path: '/api/users/me/notifications/',
  summary: 'The person’s e-mail choices (the monthly report is opt-in)',
  responses: { 200: jsonResponse(notificationSettingsSchema, 'The choices') },
});
const writeSettingsRoute = ownOperation({
  method: 'put',
  path: '/api/users/me/notifications/',
  summary: 'Store the person’s e-mail choices',
  request: jsonRequestBody(notificationSettingsPayloadSchema),
  responses: { 200: jsonResponse(notificationSettingsSchema, 'The stored choices'), ...inputErrors },
});

export function reportRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  app.use('/api/reports/*', householdAccess(ctx, RECORDS));
  app.use('/api/users/me/notifications/', requireUser(ctx));

  /** Whose report: the caller's household, or one member of it (`?member=`); null for a member not theirs. */
  const ownerOf = async (c: Context<AppEnv>, asked: string | undefined): Promise<ReportOwner | null> => {
    const owner = { userId: householdOwner(c), revision: c.get('portfolioRevision') };
    if (asked === undefined) return owner;
    const member = await findMember(ctx, owner.userId, asked);
    return member ? { ...owner, member: { uuid: member.uuid, isOwner: member.relation === 'self' } } : null;
  };

  app.openapi(monthsRoute, async (c) => {
    const owner = await ownerOf(c, c.req.valid('query').member);
    if (!owner) return c.json({ detail: NOT_FOUND }, 404);
    return c.json({ months: await reportMonths(ctx, owner) }, 200);
  });

  app.openapi(reportRoute, async (c) => {
    const { month } = c.req.valid('param');
    if (!REPORT_MONTH.test(month)) return c.json({ month: [reportMonthMessage] }, 400);
    const owner = await ownerOf(c, c.req.valid('query').member);
    const report = owner && (await reportFor(ctx, owner, month));
    return report ? c.json(report, 200) : c.json({ detail: NOT_FOUND }, 404);
  });

  const settingsOf = async (userId: number) => {
    const { rows } = await ctx.pool.query<{ monthly_report: boolean }>(
      'SELECT monthly_report FROM users WHERE id = $1',
      [userId],
    );
    return { monthly_report: rows[0]?.monthly_report ?? false };
  };
  app.openapi(readSettingsRoute, async (c) => c.json(await settingsOf(c.get('user').id), 200));
  app.openapi(writeSettingsRoute, async (c) => {
    // A change either way supersedes the unsubscribe links sent so far (product §16).
    await ctx.pool.query(
      `UPDATE users SET monthly_report = $2,
              report_link_version = report_link_version + (monthly_report IS DISTINCT FROM $2)::int
        WHERE id = $1`,
      [c.get('user').id, c.req.valid('json').monthly_report],
    );
    return c.json(await settingsOf(c.get('user').id), 200);
  });

  // One click in the e-mail stops the monthly reports and uses the link up: a second click, or the same link after
  // the person opted in again, finds nothing to switch off (product §16).
  serveEmailLink(app, ctx, {
    tag: 'reports',
    path: '/api/report-unsubscribe/{token}/',
    params: (token) => {
      const link = readUnsubscribeToken(ctx, token);
      return link === null ? null : [link.userId, link.version];
    },
    row: {
      table: 'users',
      where: 'id = $1 AND report_link_version = $2 AND monthly_report',
      set: 'monthly_report = false, report_link_version = report_link_version + 1',
      columns: 'email',
      schema: reportUnsubscribeSchema,
    },
    check: { summary: 'Whose monthly reports the unsubscribe link would stop', answered: 'The account' },
    act: {
      summary: 'Stop the monthly report e-mails with the link from one of them',
      answered: 'Unsubscribed',
    },
  });

  return app;
}
