import type { HeldShare } from '@contract/auth';
import { type ApiClient, type RequestOptions } from '@/api/client';

/** GET /api/users/me/held-shares/ (product §16, ADR 022): the shares of the caller's household a reset held. */
export function fetchHeldShares(client: ApiClient, options: RequestOptions = {}): Promise<HeldShare[]> {
  return client.get('api/users/me/held-shares/', { signal: options.signal }).json<HeldShare[]>();
}

/** POST /api/users/me/held-shares/{uuid}/keep/: the person's access comes back as it was. */
export async function keepHeldShare(client: ApiClient, uuid: string): Promise<void> {
  await client.post(`api/users/me/held-shares/${encodeURIComponent(uuid)}/keep/`);
}

/** DELETE /api/users/me/held-shares/{uuid}/: the held share ends. */
export async function endHeldShare(client: ApiClient, uuid: string): Promise<void> {
  await client.delete(`api/users/me/held-shares/${encodeURIComponent(uuid)}/`);
}
