import type { KyInstance } from 'ky';
import {
  type ActivationRequest,
  type GoogleLoginResponse,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PublicConfig,
  publicConfigSchema,
  refreshResponseSchema,
  type RefreshResponse,
  type SignupRequest,
  type SignupResponse,
} from '@contract/auth';
import { api, withoutSession } from './client';

/**
 * One function per accounts-and-sessions call (spec §7). All of them are made without the session: the visitor is
 * not signed in yet (or is leaving), and their errors are theirs to show.
 */

/** POST /auth/users/ (201 is success). */
export function signup(payload: SignupRequest, client: KyInstance = api): Promise<SignupResponse> {
  return client.post('auth/users/', { ...withoutSession, json: payload }).json<SignupResponse>();
}

/** POST /auth/users/activation/ (204 on success). */
export async function activateAccount(payload: ActivationRequest, client: KyInstance = api): Promise<void> {
  await client.post('auth/users/activation/', { ...withoutSession, json: payload });
}

/**
 * POST /api/users/login/. The body is returned unchecked: the login machine validates it (spec §5 "Invalid access
 * token in response").
 */
export function login(payload: LoginRequest, client: KyInstance = api): Promise<unknown> {
  return client.post('api/users/login/', { ...withoutSession, json: payload }).json<unknown>();
}

/** POST /auth/jwt/refresh/ → {access} and, when rotated, a new refresh token. */
export function refreshTokens(refresh: string, client: KyInstance = api): Promise<RefreshResponse> {
  return client
    .post('auth/jwt/refresh/', { ...withoutSession, json: { refresh } })
    .json(refreshResponseSchema);
}

/** POST /api/users/logout/: revokes the session's refresh token. */
export async function logout(refresh: string, client: KyInstance = api): Promise<void> {
  await client.post('api/users/logout/', { ...withoutSession, json: { refresh } });
}

/** POST /api/users/google-login/ with the Google ID token (spec §4 Google flow). */
export function googleLogin(
  payload: { token: string; terms_accepted: boolean },
  client: KyInstance = api,
): Promise<GoogleLoginResponse> {
  return client
    .post('api/users/google-login/', { ...withoutSession, json: payload })
    .json<GoogleLoginResponse>();
}

/** GET /api/config/: whether Google sign-in is configured, and its client id. */
export function fetchPublicConfig(client: KyInstance = api): Promise<PublicConfig> {
  return client.get('api/config/', withoutSession).json(publicConfigSchema);
}

/** POST /auth/users/reset_password/ (204 whether or not the address has an account). */
export async function requestPasswordReset(
  payload: PasswordResetRequest,
  client: KyInstance = api,
): Promise<void> {
  await client.post('auth/users/reset_password/', { ...withoutSession, json: payload });
}

/** POST /auth/users/reset_password_confirm/ (204; 400 on `uid`, `token` or `new_password`). */
export async function confirmPasswordReset(
  payload: PasswordResetConfirm,
  client: KyInstance = api,
): Promise<void> {
  await client.post('auth/users/reset_password_confirm/', { ...withoutSession, json: payload });
}
