// The worker thread of the mutation runs' pool (scripts/mutation/kept-worker-pool.ts): vitest's own thread worker
// (vitest/dist/workers/threads.js, through vitest's public worker API) that outlives its run. When a run stops, after
// vitest's teardown, what the run left is cleared as ending the thread would: the run's RPC listeners, every timer
// its tests or code started and did not clear (an actor's delayed event, a scripted call's pause), and Stryker's
// global of the run (its mutant, coverage and hit count: a hit count carried over made the next mutant's import
// throw "Hit count limit reached"). A timer left running would otherwise fire in the next mutant's run.
import { parentPort } from 'node:worker_threads';
import { INSTRUMENTER_CONSTANTS } from '@stryker-mutator/api/core';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('kept-worker.mjs runs in a worker thread');
const port = parentPort;

/** Timers started since the last stop, cleared at the next. */
const timers = new Set();
/** @param {string} set @param {string} clear */
function track(set, clear) {
  const start = globalThis[set];
  const stop = globalThis[clear];
  const tracked = function (...args) {
    const handle = start.apply(this, args);
    timers.add(() => stop(handle));
    return handle;
  };
  for (const key of Object.getOwnPropertySymbols(start)) tracked[key] = start[key];
  globalThis[set] = tracked;
}
track('setTimeout', 'clearTimeout');
track('setInterval', 'clearInterval');
track('setImmediate', 'clearImmediate');

/** The message listeners besides vitest's own first one: each run's RPC adds one. */
const listeners = [];
init({
  post: (response) => port.postMessage(response),
  on: (callback) => {
    listeners.push(callback);
    port.on('message', callback);
  },
  off: (callback) => {
    const at = listeners.indexOf(callback);
    if (at !== -1) listeners.splice(at, 1);
    port.off('message', callback);
  },
  teardown: () => {
    for (const callback of listeners.splice(1)) port.off('message', callback);
    for (const clear of timers) clear();
    timers.clear();
    delete globalThis[INSTRUMENTER_CONSTANTS.NAMESPACE];
  },
  runTests: (state, traces) => runBaseTests('run', state, traces),
  collectTests: (state, traces) => runBaseTests('collect', state, traces),
  setup: setupEnvironment,
});
