import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

/** Long tasks the test reports by hand, as the browser's observer would. */
function longTasks() {
  let report: (() => void) | undefined;
  const stop = vi.fn();
  return {
    watch: (onTask: () => void) => {
      report = onTask;
      return stop;
    },
    task: () => report?.(),
    stop,
  };
}

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whenSettled', () => {
  it('runs once the main thread has gone the quiet time without a long task, and only once', () => {
    const run = vi.fn();
    const tasks = longTasks();
    whenSettled(run, { quietMs: 1000, maxWaitMs: 15_000, watchLongTasks: tasks.watch });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers(); // the idle moment after it
    expect(run).toHaveBeenCalledTimes(1);
    expect(tasks.stop).toHaveBeenCalled();
    tasks.task(); // one the observer had already queued
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('each long task starts the quiet time again', () => {
    const run = vi.fn();
    const tasks = longTasks();
    whenSettled(run, { quietMs: 1000, maxWaitMs: 15_000, watchLongTasks: tasks.watch });
    vi.advanceTimersByTime(800);
    tasks.task();
    vi.advanceTimersByTime(800);
    tasks.task();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page that never goes quiet still gets the work, at the longest wait', () => {
    const run = vi.fn();
    const tasks = longTasks();
    whenSettled(run, { quietMs: 1000, maxWaitMs: 5000, watchLongTasks: tasks.watch });
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(500);
      tasks.task();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts from the page’s load, not from before it', () => {
    readyState = 'interactive';
    const run = vi.fn();
    whenSettled(run, { quietMs: 1000, maxWaitMs: 15_000, watchLongTasks: longTasks().watch });
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
