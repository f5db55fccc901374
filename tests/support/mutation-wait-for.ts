/**
 * Mutation runs only (vitest.mutation.config.ts): `vi.waitFor` checks again every 5 ms instead of every 50. A
 * machine's scenario test waits for a promise the test's fake call resolves, which settles within a tick, so most
 * of a machine folder's test time was the 50 ms between two checks, paid again for every mutant. The time a test
 * may wait is unchanged, and so is what it waits for: a test passes or fails as it does in `npm test`. Under fake
 * timers each check advances the clock by the interval, so there it is left as the test wrote it.
 */
import { vi } from 'vitest';

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  vi.isFakeTimers()
    ? waitFor(callback, options)
    : waitFor(
        callback,
        typeof options === 'number' ? { timeout: options, interval: 5 } : { interval: 5, ...options },
      )) as typeof vi.waitFor;
