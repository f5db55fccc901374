import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  invitationAddressMessage,
  invitationTokenMessage,
  inviteSelfMessage,
  leaveOwnMessage,
  revokeOwnerMessage,
  tooManyInvitationsMessage,
} from '@contract/household-sharing';
import type { AppContext, AppEnv } from '../app-context';
import { createAuthRateLimiter, throttledResponse, type RateLimitPolicy } from '../auth/rate-limits';
import { requireUser } from '../auth/require-user';
import { logSecurityEvent } from '../http/security-events';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { sendMail } from '../mail/mailer';
import { invitationMail } from '../mail/templates/household-mails';
import { householdAccess, MANAGEMENT, OWNER_ONLY } from './access';
import {
  acceptInvitationRoute,
  createInvitationRoute,
  deleteInvitationRoute,
  leaveRoute,
  listAccessRoute,
  listInvitationsRoute,
  previewInvitationRoute,
  revokeAccessRoute,
} from './sharing-route-definitions';
import {
  acceptInvitation,
  createInvitation,
  deleteInvitation,
  INVITATION_LIFETIME_MS,
  languageOfAddress,
  languageOfUser,
  leaveHousehold,
  listAccess,
  listInvitations,
  previewInvitation,
  revokeAccess,
} from './sharing-store';

/**
 * Sharing a household (product §13; docs/decisions/017-household-sharing.md). Invitations are the owner's; the people
 * with access are everyone's to read and the owner's to revoke (access.ts refuses the other roles with a 403);
 * accepting an invitation and leaving a household act on the caller's own roles, so they take no `?household=`.
 */
export function sharingRoutes(ctx: AppContext, limits?: RateLimitPolicy): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const limiter = createAuthRateLimiter(ctx, limits);
  const signedIn = requireUser(ctx);
  const ownerOnly = householdAccess(ctx, OWNER_ONLY);
  app.use(listInvitationsRoute.path, ownerOnly);
  // Not every method: POST …/invitations/accept/ is anyone's (the path would match `{uuid}`).
  app.on('DELETE', '/api/household/invitations/:uuid/', ownerOnly);
  app.use(acceptInvitationRoute.path, signedIn);
  app.use(listAccessRoute.path, householdAccess(ctx, MANAGEMENT));
  app.use('/api/household/access/:uuid/', householdAccess(ctx, MANAGEMENT));
  app.use(leaveRoute.path, signedIn);

  app.openapi(listInvitationsRoute, async (c) =>
    c.json(await listInvitations(ctx, c.get('household').id), 200),
  );

  app.openapi(createInvitationRoute, async (c) => {
    const household = c.get('household');
    const owner = c.get('user');
    const { email: typed, role } = c.req.valid('json');
    const email = typed.toLowerCase();
    if (email === owner.email.toLowerCase()) return c.json({ email: [inviteSelfMessage] }, 400);
    // Each invitation is an e-mail to an address the caller chose, carrying their address and household name.
    const limited = await limiter.hitIpAndAccount(c, 'invitation', `user:${owner.id}`);
    if (limited) return throttledResponse(c, limited);
    const created = await createInvitation(ctx, household.id, email, role);
    if (!created.ok) return c.json({ detail: tooManyInvitationsMessage }, 400);
    const { invitation, token } = created;
    // Product §13: the invitee's language when they have an account, else the owner's.
    const language = (await languageOfAddress(ctx, email)) ?? (await languageOfUser(ctx, owner.id));
    const link = `${ctx.config.publicUrl}/invitations/${token}`;
    const mail = invitationMail(email, language, {
      owner: owner.email,
      household: household.name,
      role,
      link,
      days: INVITATION_LIFETIME_MS / 86_400_000,
    });
    const delivery = await sendMail(ctx, mail);
    ctx.log.info({ household: household.uuid, via: delivery.via }, 'household invitation sent');
    return c.json(invitation, 201);
  });

  app.openapi(previewInvitationRoute, async (c) => {
    const limited = await limiter.hitIp(c, 'invitationPreview');
    if (limited) return throttledResponse(c, limited);
    const owner = await previewInvitation(ctx, c.req.valid('param').token);
    return owner === null ? c.json({ detail: NOT_FOUND }, 404) : c.json({ owner }, 200);
  });

  app.openapi(deleteInvitationRoute, async (c) => {
    const deleted = await deleteInvitation(ctx, c.get('household').id, c.req.valid('param').uuid);
    return deleted ? c.body(null, 204) : c.json({ detail: NOT_FOUND }, 404);
  });

  app.openapi(acceptInvitationRoute, async (c) => {
    const result = await acceptInvitation(ctx, c.get('user'), c.req.valid('json').token);
    if (result.ok) {
      const { role } = result.household;
      logSecurityEvent(ctx, c, 'household.invitation_accepted', {
        outcome: 'succeeded',
        userId: c.get('user').id,
        otherUserId: result.ownerId,
        role,
      });
      // The owner granted it when inviting; it takes effect now (an owner accepting keeps their own role).
      if (role !== 'owner')
        logSecurityEvent(ctx, c, 'household.role_granted', {
          outcome: 'succeeded',
          userId: result.ownerId,
          otherUserId: c.get('user').id,
          role,
        });
      return c.json(result.household, 200);
    }
    logSecurityEvent(ctx, c, 'household.invitation_accepted', {
      outcome: 'refused',
      userId: c.get('user').id,
      reason: result.reason === 'address' ? 'other_address' : 'invalid_token',
    });
    return c.json(
      { token: [result.reason === 'address' ? invitationAddressMessage : invitationTokenMessage] },
      400,
    );
  });

  app.openapi(listAccessRoute, async (c) => c.json(await listAccess(ctx, c.get('household').id), 200));

  app.openapi(revokeAccessRoute, async (c) => {
    const ended = await revokeAccess(ctx, c.get('household').id, c.req.valid('param').uuid);
    if (ended.outcome === 'owner') return c.json({ detail: revokeOwnerMessage }, 400);
    if (ended.outcome === 'not_found') return c.json({ detail: NOT_FOUND }, 404);
    logSecurityEvent(ctx, c, 'household.role_revoked', {
      outcome: 'succeeded',
      userId: c.get('user').id,
      otherUserId: ended.userId,
      role: ended.role,
    });
    return c.body(null, 204);
  });

  app.openapi(leaveRoute, async (c) => {
    const ended = await leaveHousehold(ctx, c.get('user').id, c.req.valid('json').household);
    if (ended.outcome === 'owner') return c.json({ household: [leaveOwnMessage] }, 400);
    if (ended.outcome === 'not_found') return c.json({ detail: NOT_FOUND }, 404);
    logSecurityEvent(ctx, c, 'household.role_revoked', {
      outcome: 'succeeded',
      userId: c.get('user').id,
      role: ended.role,
      reason: 'left',
    });
    return c.body(null, 204);
  });

  return app;
}
