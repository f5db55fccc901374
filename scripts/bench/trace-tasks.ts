/**
 * The page's main-thread tasks in a Chromium trace, and the blocking time they would cost a phone counted from their
 * CPU time (docs/performance.md, ADR 033): shared by the Lighthouse bench and `profile.ts`.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: FrameData & { frames?: FrameData[] } };
}

/** A frame as the browser process names it in `TracingStartedInBrowser` and `FrameCommittedInBrowser`. */
interface FrameData {
  processId?: number;
  parent?: string;
  isOutermostMainFrame?: boolean;
}

const isMainFrame = (frame: FrameData) => frame.isOutermostMainFrame ?? !frame.parent;

/**
 * The renderer process of the traced page: the one its main frame last committed in, or was in when tracing began.
 * Other renderers run beside it (a browser's own WebUI, such as headless Chromium's omnibox pop-up), and one of them
 * may run more.
 */
function pageProcess(events: readonly TraceEvent[]): number | undefined {
  let latest: { ts: number; pid: number } | undefined;
  for (const e of events) {
    const data = e.args?.data;
    const frame =
      e.name === 'FrameCommittedInBrowser'
        ? data
        : e.name === 'TracingStartedInBrowser'
          ? data?.frames?.find(isMainFrame)
          : undefined;
    if (!frame?.processId || !isMainFrame(frame)) continue;
    // A commit after tracing began wins over the frame it started in.
    const ts = e.name === 'TracingStartedInBrowser' ? -Infinity : e.ts;
    if (!latest || ts >= latest.ts) latest = { ts, pid: frame.processId };
  }
  return latest?.pid;
}

/**
 * The page's renderer main thread and its top-level tasks in time order: the main frame's process where the trace
 * names it, else the renderer main thread that ran the most.
 */
export function rendererMainTasks(events: readonly TraceEvent[]): {
  pid: number;
  tid: number;
  tasks: TraceEvent[];
} {
  const cpuOf = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask')
      cpuOf.set(`${e.pid}:${e.tid}`, (cpuOf.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? 0));
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const page = pageProcess(events);
  const main = (threads.some((e) => e.pid === page) ? threads.filter((e) => e.pid === page) : threads).sort(
    (a, b) => (cpuOf.get(`${b.pid}:${b.tid}`) ?? 0) - (cpuOf.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  return { pid: main.pid, tid: main.tid, tasks };
}

/**
 * Total blocking time as Lighthouse's simulated phone counts it (each task begun after the first contentful paint, slowed
 * `slowdown` times, half that for a task that lays out; what passes 50 ms blocks), but from each task's CPU time
 * (`tdur`: what the thread ran) instead of its wall time, which on a busy machine also holds the time the thread
 * waited for a core. 0 when the trace has no first contentful paint.
 */
export function cpuBlockingAfterPaint(events: readonly TraceEvent[], slowdown = 4): number {
  const { pid, tid, tasks } = rendererMainTasks(events);
  const paints = events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const paint = paints.at(-1);
  if (!paint) return 0;
  const layouts = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'Layout')
    .map((e) => e.ts);
  let blocking = 0;
  for (const task of tasks) {
    if (task.ts < paint.ts) continue;
    const end = task.ts + (task.dur ?? 0);
    const laysOut = layouts.some((ts) => ts >= task.ts && ts < end);
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    blocking += Math.max(0, cpu * (laysOut ? slowdown / 2 : slowdown) - 50);
  }
  return Math.round(blocking);
}
