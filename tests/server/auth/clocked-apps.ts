import { afterAll, beforeAll } from 'vitest';
import { captureLogs, createSecondInstance, createTestApp, type TestApp } from '@tests/support/test-app';

export interface ClockedApps {
  /** The app, behind a proxy: it trusts X-Forwarded-For, so freshIp() keeps per-address limits apart. */
  t: TestApp;
  /** Another instance on the same database (its own pool and caches), for rules that must hold on every one. */
  second: ReturnType<typeof createSecondInstance>;
  /** What both instances' `now()` answers; a test moves it to step past a lifetime or a wait. */
  clock: Date;
  /** Moves the clock on by `ms`. */
  later(ms: number): void;
  /** With `captureLogs`: every line either instance logs, to prove what never reaches a log. */
  logLines: string[];
}

/**
 * The auth test files' set-up: the app and a second instance on one database, on a clock the test moves, opened
 * before the file's tests and closed after them.
 */
export function useClockedApps(options: { start?: Date; captureLogs?: boolean } = {}): ClockedApps {
  const apps: ClockedApps = {
    t: undefined as unknown as TestApp,
    second: undefined as unknown as ClockedApps['second'],
    clock: options.start ?? new Date(),
    later(ms) {
      apps.clock = new Date(apps.clock.getTime() + ms);
    },
    logLines: [],
  };
  beforeAll(async () => {
    apps.t = await createTestApp({ trustProxy: true, now: () => apps.clock });
    // Before the second instance is made: it takes the first one's logger.
    if (options.captureLogs) apps.logLines = captureLogs(apps.t);
    apps.second = createSecondInstance(apps.t);
  });
  afterAll(async () => {
    await apps.second?.close();
    await apps.t?.close();
  });
  return apps;
}
