import type { ApiClient } from '@/api/client';
import type { ActorSystem } from '@/app/system/api-for';
import { createApi } from './client';

export type { ActorSystem };

/**
 * The client of a system, for the signed-out forms' light entry (./main.tsx), which the light build puts in place of
 * src/app/system/api-for.ts (scripts/vite-signed-out.ts): every call these forms and their session make is made
 * without the session (./client.ts), so every system has the one client, and no session port is made.
 */
export const apiClientOf = (_system: ActorSystem, _create: unknown): ApiClient => createApi();

export const createApiFor = async (_system: ActorSystem): Promise<ApiClient> => createApi();
