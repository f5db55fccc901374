import type { AnyActorRef } from 'xstate';
import type { ApiClient, createApi } from '@/api/client';
import { createSessionPort, type SessionActor } from '@/app/session/session-service';

/**
 * The HTTP client of an actor system (ADR 030): made on first use from that system's `session`, and the same for
 * every caller of that session. A system without a session (a machine started on its own, in its test) gets a client
 * whose calls carry no token.
 */
const clients = new WeakMap<object, ApiClient>();

/** An actor system (what `fromPromise` and an action are given as `system`, or an actor's `.system`). */
export type ActorSystem = AnyActorRef['system'];

/** The client of `system`, made with `create` (src/api/client.ts) the first time that session asks. */
export function apiClientOf(system: ActorSystem, create: typeof createApi): ApiClient {
  const session = system.get('session') as SessionActor | undefined;
  const key = session ?? system;
  let client = clients.get(key);
  if (!client) {
    client = create({ session: session ? createSessionPort(session, () => Date.now()) : null });
    clients.set(key, client);
  }
  return client;
}

/**
 * The client of `system`, for an actor that runs in it (`fromPromise(async ({ system }) => …)`). Loaded on first use:
 * a visitor of `/` who never signs in never downloads ky, zod or the API modules (architecture §7).
 */
export async function createApiFor(system: ActorSystem): Promise<ApiClient> {
  const { createApi } = await import('@/api/client');
  return apiClientOf(system, createApi);
}
