import ky from 'ky';
import type { ApiClient } from '@/api/client';

/**
 * The API client of the signed-out forms' light entry (./main.tsx), which the light build puts in place of
 * src/api/client.ts (scripts/vite-signed-out.ts): every call these forms make is made without the session
 * (`withoutSession`), so none of the app client's hooks (the bearer, the refresh after a 401, the keyed retries)
 * applies, no session is asked, and ky is the light stand-in (./ky.ts).
 */
export const withoutSession = { context: { session: false }, retry: { limit: 0 } };

const client = ky.create({ prefix: '/', headers: { accept: 'application/json' } });

/** The one client of the light entry, whatever session it is given. */
export const createApi = (_options?: unknown): ApiClient => client;
