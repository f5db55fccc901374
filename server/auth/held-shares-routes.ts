import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { heldSharesResponseSchema } from '@contract/auth';
import { detailErrorSchema } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import { answerHeldShare, listHeldShares } from '../household/held-shares';
import { NOT_FOUND } from '../http/errors';
import { jsonResponse, signedInOperations } from '../http/openapi-parts';
import { requireUser } from './require-user';

/**
 * The question a password reset leaves (product §16, docs/decisions/022): the shares it held, and the owner's
 * answer for each, keep or end.
 */

const operation = signedInOperations('accounts');
// Any text: one that is no uuid of the caller's held shares is a 404, as any other id.
const uuidParam = z.object({ uuid: z.string() });
const notFound = { 404: jsonResponse(detailErrorSchema, 'No such held share of the caller’s') };

const listRoute = operation({
  method: 'get',
  path: '/api/users/me/held-shares/',
  summary: 'The shares of the caller’s household that a password reset held (no access until kept)',
  responses: { 200: jsonResponse(heldSharesResponseSchema, 'The held shares, oldest first') },
});

const keepRoute = operation({
  method: 'post',
  path: '/api/users/me/held-shares/{uuid}/keep/',
  summary: 'Keep a held share: the person’s access comes back as it was',
  request: { params: uuidParam },
  responses: { 204: { description: 'Kept' }, ...notFound },
});

const endRoute = operation({
  method: 'delete',
  path: '/api/users/me/held-shares/{uuid}/',
  summary: 'End a held share',
  request: { params: uuidParam },
  responses: { 204: { description: 'Ended' }, ...notFound },
});

export function registerHeldShareRoutes(app: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  app.use('/api/users/me/held-shares/*', requireUser(ctx));

  app.openapi(listRoute, async (c) => c.json(await listHeldShares(ctx, c.get('user').id), 200));

  app.openapi(keepRoute, async (c) => {
    const kept = await answerHeldShare(ctx, c.get('user').id, c.req.valid('param').uuid, true);
    return kept ? c.body(null, 204) : c.json({ detail: NOT_FOUND }, 404);
  });

  app.openapi(endRoute, async (c) => {
    const ended = await answerHeldShare(ctx, c.get('user').id, c.req.valid('param').uuid, false);
    return ended ? c.body(null, 204) : c.json({ detail: NOT_FOUND }, 404);
  });
}
