/**
 * The page's main thread at the priority Chromium gives its own display-critical threads while Lighthouse measures
 * (ADR 033, addendum).
 *
 * On Linux, Chromium run as root raises its browser process's UI and IO threads, its GPU process and each renderer's
 * compositor and IO threads to nice -8, and leaves a renderer's main thread, where the page's JavaScript runs, at 0
 * (5 while it is in the background). On a phone those threads run on other cores; on a two-core machine shared with
 * Lighthouse's tracing, the bench and the app's server, they win the core from the page whenever both want it, so the
 * page's tasks held several times their CPU time in wall time, and Lighthouse, which multiplies wall time by four,
 * counted the wait as the page's blocking time. Every build is measured so, a baseline too.
 */
import { getPriority, setPriority } from 'node:os';
import { commandLine, processTree } from './process-cpu';

/** The nice value Chromium gives its display-critical threads (read off Chromium 156 on Linux). */
export const PAGE_THREAD_NICE = -8;

/** The nice value Chromium gives a renderer it moves to the foreground (5 in the background). */
const FOREGROUND_NICE = 0;

const TICK_MS = 25;
/** A new renderer is rare (a navigation to a new site); the process tree is read again every 4th tick. */
const TREE_EVERY = 4;

export interface PriorityOutcome {
  /** how many times a renderer's main thread was raised (Chromium sets it back when it moves it to the foreground) */
  raised: number;
  /** the system refused (raising a priority takes root or CAP_SYS_NICE): nothing was raised */
  refused: boolean;
}

const errorCode = (error: unknown) => (error as { info?: { code?: string } }).info?.code;

/**
 * Until `stop()`, raises the main thread of each of the browser's foreground renderers to PAGE_THREAD_NICE, checking
 * every 25 ms, since Chromium sets a renderer's priority itself when it moves it between background and foreground.
 * A renderer's main thread is its process's first thread (thread id = process id), and Linux's nice value is a
 * thread's own, so the renderer's other threads keep theirs.
 */
export function holdPageThreadsRaised(browserPid: number): { outcome: PriorityOutcome; stop(): void } {
  let renderers: number[] = [];
  let tick = 0;
  const outcome: PriorityOutcome = { raised: 0, refused: false };
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (tick++ % TREE_EVERY === 0)
      renderers = processTree(browserPid).filter((pid) => /--type=renderer\b/.test(commandLine(pid)));
    for (const pid of renderers) {
      try {
        if (getPriority(pid) !== FOREGROUND_NICE) continue;
        setPriority(pid, PAGE_THREAD_NICE);
        outcome.raised++;
      } catch (error) {
        if (errorCode(error) === 'ESRCH') continue; // the renderer ended meanwhile
        outcome.refused = true;
        clearInterval(timer);
        return;
      }
    }
  };
  check();
  if (!outcome.refused) timer = setInterval(check, TICK_MS);
  return { outcome, stop: () => clearInterval(timer) };
}
