import type { HouseholdRole } from '@contract/household';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config';

/** Everything a route module or background job needs, built once by main.ts (or a test). */
export interface AppContext {
  config: Config;
  pool: Pool;
  log: Logger;
  /** The clock: injected so tests can move time. */
  now: () => Date;
  /** True once the process has been asked to stop: /readyz answers 503 while requests are still served. */
  draining?: () => boolean;
}

/** The signed-in user, set by requireUser (server/auth/require-user.ts). */
export interface AuthUser {
  id: number;
  email: string;
}

/** The household a request acts on (set by householdAccess, server/household/access.ts). */
export interface HouseholdAccess {
  id: number;
  uuid: string;
  name: string;
  /** The household's owner: the key of its ledger, zakat settings and members. */
  ownerId: number;
  /** The caller's role in it. */
  role: HouseholdRole;
}

/** Hono environment shared by every route module. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** What every answer carries unless its route set it (server/http/standard-headers.ts). */
    standardHeaders: Record<string, string>;
    user: AuthUser;
    /** The signed-in person's portfolio revision, read with the user check on portfolio routes (ledger-store.ts). */
    portfolioRevision: number;
    /** The household the request acts on and the caller's role in it (server/household/access.ts). */
    household: HouseholdAccess;
    /** The request is running as an idempotent write (server/http/idempotency.ts). */
    idempotent: boolean;
  };
};
