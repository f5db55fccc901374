import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';

/** The pieces every route's OpenAPI description repeats: a JSON answer, a required JSON body, the usual errors. */

export const jsonResponse = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonRequestBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const validationResponse = jsonResponse(fieldErrorsSchema, 'Invalid fields: `{"field": ["message"]}`');
export const throttledResponseDoc = jsonResponse(detailErrorSchema, 'Too many attempts; see Retry-After');
/** What a rate-limited call with a body (the account and session calls) answers besides its own: 400 and 429. */
export const throttledInputErrors = { 400: validationResponse, 429: throttledResponseDoc };

/** Every signed-in operation's `security`: the access token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** What a signed-in operation with input can answer besides its success: a DRF-shaped 400, a 401. */
export const inputErrors = {
  400: jsonResponse(z.union([detailErrorSchema, fieldErrorsSchema]), 'Invalid input (DRF-shaped)'),
  401: jsonResponse(detailErrorSchema, 'Not signed in: no, bad or ended access token'),
};
export const unauthorisedResponse = { 401: inputErrors[401] };

/**
 * What an operation on a household (`?household=`, product §13) can answer besides its success and its input errors:
 * 404 for a household the caller holds no role in (or an id of another household's), 403 for a role that may not.
 */
export const householdErrors = {
  403: jsonResponse(detailErrorSchema, 'The caller’s role in the household may not do this'),
  404: jsonResponse(detailErrorSchema, 'Not found (or another household’s)'),
};

type OperationConfig = Omit<RouteConfig, 'security' | 'tags'>;

/**
 * The operations of an area that need a signed-in person, described once: the area's tag, the access token, and
 * the 401 every such operation can answer besides its own.
 *
 *   const operation = signedInOperations('alerts');
 *   const listAlerts = operation({ method: 'get', path: '/api/alerts/', summary, responses });
 */
export function signedInOperations(tag: string) {
  return <P extends string, R extends Omit<OperationConfig, 'path'> & { path: P }>(route: R) =>
    createRoute({
      ...route,
      tags: [tag],
      security: bearerSecurity,
      responses: { ...route.responses, ...unauthorisedResponse },
    });
}

/**
 * The operations of a link in an e-mail (an alert's switch-off, a report's unsubscribe), described once: no session,
 * the link's signed single-purpose token in the path (`{token}`), and a 404 for a token not valid or already used.
 * GET only reads (mail scanners open links); POST acts, once.
 *
 *   const linkOperation = emailLinkOperations('alerts');
 *   const offRoute = linkOperation({ method: 'post', path: '/api/alert-off/{token}/', summary, responses });
 */
export function emailLinkOperations(tag: string) {
  return <P extends string, R extends Omit<OperationConfig, 'path' | 'request'> & { path: P }>(route: R) =>
    createRoute({
      ...route,
      tags: [tag],
      request: { params: z.object({ token: z.string() }) },
      responses: { ...route.responses, 404: jsonResponse(detailErrorSchema, 'Not valid, or already used') },
    });
}

/**
 * The operations of an area that act on a household (`?household=`, product §13), described once: a signed-in
 * operation that can also answer 400, 403 and 404 besides its own.
 *
 *   const operation = householdOperations('zakat');
 *   export const zakatRoute = operation({ method: 'get', path: '/api/zakat/', summary, request, responses });
 */
export function householdOperations(tag: string) {
  const operation = signedInOperations(tag);
  return <P extends string, R extends Omit<OperationConfig, 'path'> & { path: P }>(route: R) =>
    operation({ ...route, responses: { ...route.responses, ...inputErrors, ...householdErrors } });
}
