/**
 * Work nobody waits for, such as the service worker's first install (it fetches and stores the whole app: in one
 * measured load of the dashboard, as much CPU as the page's own main thread used), must not share the CPU with the
 * first page being drawn: on a phone with few slow cores it lengthens every task of the start (architecture §7). The
 * page's `load` comes too early to tell: the code is fetched after the first paint, and the first route draws after
 * its data arrives.
 */

/** How long the main thread must go without a long task before the page counts as settled. */
const QUIET_MS = 1000;
/** Whatever happens, the work starts this long after `load`. */
const MAX_WAIT_MS = 15_000;

interface SettledOptions {
  quietMs?: number;
  maxWaitMs?: number;
  /** Calls `onTask` at each long task of the main thread; returns how to stop. */
  watchLongTasks?: (onTask: () => void) => () => void;
}

/** Long tasks as the browser reports them; where it does not, the quiet time alone is waited. */
function browserLongTasks(onTask: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('longtask')
  ) {
    return () => undefined;
  }
  const observer = new PerformanceObserver(onTask);
  observer.observe({ type: 'longtask' });
  return () => observer.disconnect();
}

/**
 * Calls `run` once the page has settled: after `load`, when the main thread has gone `quietMs` without a long task,
 * in the next idle moment; in any case `maxWaitMs` after `load`.
 */
export function whenSettled(
  run: () => void,
  { quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS, watchLongTasks = browserLongTasks }: SettledOptions = {},
): void {
  const start = () => {
    let settled = false;
    let quiet = setTimeout(settle, quietMs);
    const latest = setTimeout(settle, maxWaitMs);
    const stopWatching = watchLongTasks(() => {
      if (settled) return;
      clearTimeout(quiet);
      quiet = setTimeout(settle, quietMs);
    });
    function settle() {
      settled = true;
      clearTimeout(quiet);
      clearTimeout(latest);
      stopWatching();
      if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: quietMs });
      else run();
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
