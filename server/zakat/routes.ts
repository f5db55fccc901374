import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MemberZakatList } from '@contract/household';
import { zakatErrorDetails } from '@contract/zakat-values';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { householdAccess, householdOwner, RECORDS } from '../household/access';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { isUuid } from '../http/uuid';
import { cairoDay } from '../time/cairo-day';
import { reminderCalendar } from './ics';
import { parsePaymentAmount, parseSettings } from './input';
import {
  createPaymentRoute,
  deletePaymentRoute,
  listPaymentsRoute,
  memberZakatRoute,
  reminderRoute,
  zakatRoute,
  zakatSettingsRoute,
} from './route-definitions';
import { deletePayment, insertPayment, listPayments, readSettings, writeSettings } from './store';
import { presentPayment, presentZakat, zakatFor, zakatOf, type ZakatMember } from './zakat-query';
import { roundMoney, ZERO } from '../portfolio/money';
import { findMember, listMembers } from '../household/store';

/**
 * Zakat API (product §12, architecture §9): thin handlers over the pure computation in compute.ts. Every route is
 * behind householdAccess and touches only the rows of the household the request acts on (`?household=`, product §13),
 * and of one member of it (`?member=`, default the owner's own: each person's settings, payments and years are their
 * own); a viewer reads them, an editor and the owner record them. Another household's payment or member is a 404.
 */

export function zakatRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const signedIn = householdAccess(ctx, RECORDS);
  app.use('/api/zakat/*', signedIn);
  app.use('/api/zakat', signedIn);
  /**
   * Product §12: whose zakat a request is about: `?member=`, or the household owner's own member when absent (each
   * person's years, settings and payments are their own; there is no pooled household). Null: not a member here.
   */
  const memberOf = async (c: Context<AppEnv>): Promise<ZakatMember | null> => {
    const found = await findMember(ctx, householdOwner(c), c.req.query('member'));
    return found && { uuid: found.uuid };
  };
  const zakat = (c: Context<AppEnv>, member: ZakatMember) =>
    zakatFor(ctx, householdOwner(c), c.get('portfolioRevision'), member);
  /** The member's zakat with the member found in the same read (null: not a member here). */
  const memberZakat = (c: Context<AppEnv>) =>
    zakatOf(ctx, householdOwner(c), c.get('portfolioRevision'), c.req.query('member'));
  const notFound = (c: Context<AppEnv>) => c.json({ detail: NOT_FOUND }, 404);

  app.openapi(zakatRoute, async (c) => {
    const found = await memberZakat(c);
    if (!found) return notFound(c);
    return c.json(presentZakat(found.zakat), 200);
  });

  // Each member's own result, in the household's order (the owner's own first), and the sum of what each owes. One
  // member after another, never all at once: the request holds one member's few reads of the pool at a time (all at
  // once, a full household had 61 queries in flight), and the event loop is free between one member's walk and the
  // next.
  app.openapi(memberZakatRoute, async (c) => {
    const members = await listMembers(ctx, householdOwner(c));
    const results: MemberZakatList['members'] = [];
    let totalDue = ZERO;
    for (const m of members) {
      const result = await zakat(c, { uuid: m.uuid });
      totalDue = totalDue.plus(result.amountDue);
      results.push({ member: m, zakat: presentZakat(result) });
    }
    return c.json({ members: results, total_due: roundMoney(totalDue) }, 200);
  });

  app.openapi(zakatSettingsRoute, async (c) => {
    const member = await memberOf(c);
    if (!member) return notFound(c);
    const userId = householdOwner(c);
    const parsed = parseSettings(c.req.valid('json'), await readSettings(ctx, userId, member.uuid));
    if (!parsed.ok) return c.json(parsed.body, 400);
    await writeSettings(ctx, userId, member.uuid, parsed.value);
    return c.json(presentZakat(await zakat(c, member)).settings, 200);
  });

  app.openapi(listPaymentsRoute, async (c) => {
    const member = await memberOf(c);
    if (!member) return notFound(c);
    return c.json((await listPayments(ctx, householdOwner(c), member.uuid)).map(presentPayment), 200);
  });

  app.openapi(createPaymentRoute, async (c) => {
    const found = await memberZakat(c);
    if (!found) return notFound(c);
    const { member } = found;
    const payload = c.req.valid('json');
    const amount = parsePaymentAmount(payload);
    if (!amount.ok) return c.json(amount.body, 400);
    if (payload.paid_on > cairoDay(ctx.now()))
      return c.json({ paid_on: [zakatErrorDetails.futurePayment] }, 400);
    const { unpaid } = found.zakat;
    if (unpaid.length === 0) return c.json({ detail: zakatErrorDetails.nothingDue }, 400);
    // The oldest unpaid year, unless the payment names one (product §12).
    const year = payload.due_on === undefined ? unpaid[0] : unpaid.find((u) => u.dueOn === payload.due_on);
    if (!year) return c.json({ due_on: [zakatErrorDetails.noSuchYear] }, 400);
    const payment = await insertPayment(ctx, householdOwner(c), member.uuid, {
      paidOn: payload.paid_on,
      amount: amount.value,
      hawlStartedOn: year.startedOn,
      hawlDueOn: year.dueOn,
    });
    if (!payment) return c.json({ detail: zakatErrorDetails.nothingDue }, 400);
    return c.json(presentPayment(payment), 201);
  });

  app.openapi(deletePaymentRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!isUuid(uuid) || !(await deletePayment(ctx, householdOwner(c), uuid.toLowerCase())))
      return notFound(c);
    return c.body(null, 204);
  });

  app.openapi(reminderRoute, async (c) => {
    const found = await memberZakat(c);
    if (!found) return notFound(c);
    const { member, zakat: z } = found;
    if (z.hawl.state === 'below_nisab') return c.json({ detail: zakatErrorDetails.noDueDay }, 404);
    const amount = (z.hawl.state === 'due' ? z.amountDue : (z.estimate ?? z.amountDue)).round(2).toFixed(2);
    const body = reminderCalendar({
      uid: `zakat-${householdOwner(c)}-${member.uuid}-${z.hawl.dueOn}`,
      dueOn: z.hawl.dueOn,
      dueOnHijri: z.hawl.dueOnHijri ?? '',
      amount,
      stamp: ctx.now(),
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="zakat-reminder.ics"',
    });
  });

  return app;
}
