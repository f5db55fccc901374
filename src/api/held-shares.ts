import type { HeldShare } from '@contract/auth';
import { api, type RequestOptions } from '@/api/client';

/** GET /api/users/me/held-shares/ (product §16, ADR 022): the shares of the caller's household a reset held. */
export function fetchHeldShares(options: RequestOptions = {}): Promise<HeldShare[]> {
  return api.get('api/users/me/held-shares/', { signal: options.signal }).json<HeldShare[]>();
}

/** POST /api/users/me/held-shares/{uuid}/keep/: the person's access comes back as it was. */
export async function keepHeldShare(uuid: string): Promise<void> {
  await api.post(`api/users/me/held-shares/${encodeURIComponent(uuid)}/keep/`);
}

/** DELETE /api/users/me/held-shares/{uuid}/: the held share ends. */
export async function endHeldShare(uuid: string): Promise<void> {
  await api.delete(`api/users/me/held-shares/${encodeURIComponent(uuid)}/`);
}
