import {
  type DeleteAccountRequest,
  meResponseSchema,
  type MeResponse,
  type SetPasswordRequest,
} from '@contract/auth';
import { type ApiClient } from './client';

/**
 * The signed-in person's account calls (product §11). They go with the session: the bearer is added and a 401 is
 * refreshed once, like every other signed-in call.
 */

/** GET /api/users/me/ */
export function fetchMe(client: ApiClient): Promise<MeResponse> {
  return client.get('api/users/me/').json(meResponseSchema);
}

/** POST /auth/users/set_password/ (204; this device's session goes on, the server returns no tokens). */
export async function changePassword(client: ApiClient, payload: SetPasswordRequest): Promise<void> {
  await client.post('auth/users/set_password/', { json: payload });
}

/** POST /api/users/logout-all/ (204): every session ends, this one included. */
export async function logoutEverywhere(client: ApiClient): Promise<void> {
  await client.post('api/users/logout-all/');
}

/** GET /api/users/me/export/ as a file (the JSON document the server marks as an attachment). */
export function fetchExport(client: ApiClient): Promise<Blob> {
  return client.get('api/users/me/export/').blob();
}

/** POST /api/users/me/deletion-link/ (202): an account without a password gets its confirmation link by e-mail. */
export async function requestDeletionLink(client: ApiClient): Promise<void> {
  await client.post('api/users/me/deletion-link/');
}

/** DELETE /auth/users/me/ (204) with the password, or the e-mailed link's token for an account without one. */
export async function deleteAccount(client: ApiClient, payload: DeleteAccountRequest): Promise<void> {
  await client.delete('auth/users/me/', { json: payload });
}
