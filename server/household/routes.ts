import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  MAX_HOUSEHOLD_MEMBERS,
  memberHasTransactionsMessage,
  moveToSelfMessage,
  ownMemberMessage,
  selfRelationMessage,
  tooManyMembersMessage,
} from '@contract/household';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { NOT_FOUND } from '../http/errors';
import { householdAccess, householdOwner, MANAGEMENT } from './access';
import { createRouter } from '../http/router';
import {
  createMemberRoute,
  deleteMemberRoute,
  householdsRoute,
  listMembersRoute,
  moveMemberRoute,
  updateMemberRoute,
} from './route-definitions';
import {
  deleteMember,
  findMember,
  insertMember,
  listHouseholds,
  listMembers,
  moveTransactions,
  updateMember,
} from './store';

/**
 * Households API (product §13, architecture §10): the households the caller holds a role in, and the members of the one a
 * request acts on (`?household=`, their own by default). Members are read by every role and changed by the owner
 * alone (access.ts); another household's member is a 404 like one that does not exist.
 */
export function householdRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  app.use(householdsRoute.path, requireUser(ctx));
  app.use('/api/household/members/*', householdAccess(ctx, MANAGEMENT));

  app.openapi(householdsRoute, async (c) => c.json(await listHouseholds(ctx, c.get('user').id), 200));

  app.openapi(listMembersRoute, async (c) => c.json(await listMembers(ctx, householdOwner(c)), 200));

  app.openapi(createMemberRoute, async (c) => {
    const body = c.req.valid('json');
    // The owner's own member is the only "self" (migration 0601).
    if (body.relation === 'self') return c.json({ relation: [selfRelationMessage] }, 400);
    // A bounded household bounds everything done once per member (the per-member zakat walks each one's hawl).
    const member = await insertMember(ctx, householdOwner(c), body, MAX_HOUSEHOLD_MEMBERS);
    return member ? c.json(member, 201) : c.json({ detail: tooManyMembersMessage }, 400);
  });

  app.openapi(updateMemberRoute, async (c) => {
    const ownerId = householdOwner(c);
    const member = await findMember(ctx, ownerId, c.req.valid('param').uuid);
    if (!member) return c.json({ detail: NOT_FOUND }, 404);
    const body = c.req.valid('json');
    // "self" stays with the owner's own member, and that member stays "self".
    if (body.relation !== undefined && (body.relation === 'self') !== member.isOwner)
      return c.json({ relation: [selfRelationMessage] }, 400);
    const updated = await updateMember(ctx, ownerId, member.uuid, body);
    return updated ? c.json(updated, 200) : c.json({ detail: NOT_FOUND }, 404);
  });

  app.openapi(deleteMemberRoute, async (c) => {
    const ownerId = householdOwner(c);
    const member = await findMember(ctx, ownerId, c.req.valid('param').uuid);
    if (!member) return c.json({ detail: NOT_FOUND }, 404);
    if (member.isOwner) return c.json({ detail: ownMemberMessage }, 400);
    const outcome = await deleteMember(ctx, ownerId, member.uuid);
    if (outcome === 'has_transactions') return c.json({ detail: memberHasTransactionsMessage }, 400);
    return c.body(null, 204);
  });

  app.openapi(moveMemberRoute, async (c) => {
    const ownerId = householdOwner(c);
    const from = await findMember(ctx, ownerId, c.req.valid('param').uuid);
    if (!from) return c.json({ detail: NOT_FOUND }, 404);
    const to = await findMember(ctx, ownerId, c.req.valid('json').to);
    if (!to) return c.json({ to: [NOT_FOUND] }, 400);
    if (to.uuid === from.uuid) return c.json({ to: [moveToSelfMessage] }, 400);
    return c.json({ moved: await moveTransactions(ctx, ownerId, from.uuid, to.uuid) }, 200);
  });

  return app;
}
