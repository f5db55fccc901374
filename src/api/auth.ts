import type {
  ActivationRequest,
  GoogleLoginResponse,
  LoginRequest,
  ResendActivationRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  PublicConfig,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
} from '@contract/auth';
import { type ApiClient, withoutSession } from './client';

/**
 * One function per accounts-and-sessions call (product §7). All of them are made without the session: the visitor is
 * not signed in yet (or is leaving), and their errors are theirs to show. The two answers the SPA relies on are
 * checked here by hand against the contract's shapes, not parsed with its zod schemas: this module loads with
 * /login and /signup, and zod would be a quarter of their JavaScript (architecture §7).
 */

/** A non-empty string, or undefined when `optional` and absent; anything else is an answer the SPA cannot use. */
function text(body: unknown, field: string, optional = false): string | undefined {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (optional && value === undefined) return undefined;
  if (typeof value === 'string' && value !== '') return value;
  throw new TypeError(`unexpected answer: ${field}`);
}

/** POST /auth/users/ (201 is success). */
export function signup(client: ApiClient, payload: SignupRequest): Promise<SignupResponse> {
  return client.post('auth/users/', { ...withoutSession, json: payload }).json<SignupResponse>();
}

/** POST /auth/users/activation/ (204 on success). */
export async function activateAccount(client: ApiClient, payload: ActivationRequest): Promise<void> {
  await client.post('auth/users/activation/', { ...withoutSession, json: payload });
}

/**
 * POST /api/users/login/. The body is returned unchecked: the login machine validates it (product §5 "Invalid access
 * token in response").
 */
export function login(client: ApiClient, payload: LoginRequest): Promise<unknown> {
  return client.post('api/users/login/', { ...withoutSession, json: payload }).json<unknown>();
}

/** POST /auth/users/resend_activation/ (204): a fresh activation link for an account not yet active. */
export async function resendActivation(client: ApiClient, payload: ResendActivationRequest): Promise<void> {
  await client.post('auth/users/resend_activation/', { ...withoutSession, json: payload });
}

/** POST /auth/jwt/refresh/ → {access} and, when rotated, a new refresh token. */
export async function refreshTokens(client: ApiClient, refresh: string): Promise<RefreshResponse> {
  const body = await client
    .post('auth/jwt/refresh/', { ...withoutSession, json: { refresh } })
    .json<unknown>();
  const rotated = text(body, 'refresh', true);
  return { access: text(body, 'access')!, ...(rotated === undefined ? {} : { refresh: rotated }) };
}

/** POST /api/users/logout/: revokes the session's refresh token. */
export async function logout(client: ApiClient, refresh: string): Promise<void> {
  await client.post('api/users/logout/', { ...withoutSession, json: { refresh } });
}

/** POST /api/users/google-login/ with the Google ID token (product §4 Google flow). */
export function googleLogin(
  client: ApiClient,
  payload: { token: string; terms_accepted: boolean },
): Promise<GoogleLoginResponse> {
  return client
    .post('api/users/google-login/', { ...withoutSession, json: payload })
    .json<GoogleLoginResponse>();
}

/** GET /api/config/: whether Google sign-in is configured, and its client id. */
export async function fetchPublicConfig(client: ApiClient): Promise<PublicConfig> {
  const body = await client.get('api/config/', withoutSession).json<unknown>();
  const configured = typeof body === 'object' && body !== null && 'google_client_id' in body;
  if (configured && body.google_client_id === null) return { google_client_id: null };
  return { google_client_id: text(body, 'google_client_id')! };
}

/** POST /auth/users/reset_password/ (204 whether or not the address has an account). */
export async function requestPasswordReset(client: ApiClient, payload: PasswordResetRequest): Promise<void> {
  await client.post('auth/users/reset_password/', { ...withoutSession, json: payload });
}

/** POST /auth/users/reset_password_confirm/ (204; 400 on `uid`, `token` or `new_password`). */
export async function confirmPasswordReset(client: ApiClient, payload: PasswordResetConfirm): Promise<void> {
  await client.post('auth/users/reset_password_confirm/', { ...withoutSession, json: payload });
}
