import { describe, expect, it } from 'vitest';
import { cpuBlockingAfterPaint, rendererMainTasks, type TraceEvent } from '../../scripts/bench/trace-tasks';

// A trace as Chromium writes it: times in microseconds; `dur` wall time, `tdur` the thread's CPU time.
const PAGE = 7;
const MAIN = 1;
const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const task = (atMs: number, wallMs: number, cpuMs: number, pid = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: MAIN,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const layout = (atMs: number): TraceEvent => ({
  name: 'Layout',
  ph: 'X',
  pid: PAGE,
  tid: MAIN,
  ts: atMs * 1000,
  dur: 1000,
});
const paint = (atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'I',
  pid: PAGE,
  tid: MAIN,
  ts: atMs * 1000,
});

describe("the bench's blocking time from CPU time", () => {
  it("takes the page's renderer, where the trace names no frame: the main thread that ran the most", () => {
    const events = [thread(3, MAIN), thread(PAGE, MAIN), task(0, 5, 5, 3), task(0, 40, 30), task(50, 40, 30)];
    const { pid, tasks } = rendererMainTasks(events);
    expect(pid).toBe(PAGE);
    expect(tasks).toHaveLength(2);
  });

  it("takes the renderer the page's main frame committed in, even when another renderer ran more", () => {
    const OMNIBOX = 5;
    const BLANK = 6;
    const frame = (
      name: string,
      atMs: number,
      data: NonNullable<TraceEvent['args']>['data'],
    ): TraceEvent => ({
      name,
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: atMs * 1000,
      args: { data },
    });
    const events = [
      thread(OMNIBOX, MAIN),
      thread(BLANK, MAIN),
      thread(PAGE, MAIN),
      // Tracing began on about:blank; the page's navigation committed in another renderer, and a frame inside it in
      // a third.
      frame('TracingStartedInBrowser', 0, { frames: [{ processId: BLANK, isOutermostMainFrame: true }] }),
      frame('FrameCommittedInBrowser', 10, { processId: PAGE, isOutermostMainFrame: true }),
      frame('FrameCommittedInBrowser', 20, { processId: OMNIBOX, isOutermostMainFrame: false }),
      task(0, 400, 300, OMNIBOX),
      task(0, 20, 20, BLANK),
      task(30, 40, 30),
    ];
    const { pid, tasks } = rendererMainTasks(events);
    expect(pid).toBe(PAGE);
    expect(tasks).toHaveLength(1);
    // Before the navigation, the frame tracing began in.
    expect(rendererMainTasks(events.slice(0, 4)).pid).toBe(BLANK);
  });

  it("counts a task's CPU time four times, past 50 ms, not the time it waited for a core", () => {
    // 20 ms of CPU in 60 ms of wall time: 80 − 50 = 30 ms, where its wall time would have made 190.
    expect(cpuBlockingAfterPaint([thread(PAGE, MAIN), paint(100), task(200, 60, 20)])).toBe(30);
  });

  it('counts only the tasks begun after the first contentful paint', () => {
    const events = [thread(PAGE, MAIN), task(0, 30, 30), paint(100), task(200, 20, 20)];
    expect(cpuBlockingAfterPaint(events)).toBe(30);
  });

  it('slows a task that lays out half as much, as Lighthouse does', () => {
    const events = [thread(PAGE, MAIN), paint(100), task(200, 40, 40), layout(210)];
    expect(cpuBlockingAfterPaint(events)).toBe(30);
  });

  it('a page that never painted blocks nothing it can be charged with', () => {
    expect(cpuBlockingAfterPaint([thread(PAGE, MAIN), task(200, 60, 60)])).toBe(0);
  });
});
