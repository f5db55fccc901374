/**
 * A vitest pool for the mutation runs only (vitest.mutation.config.ts): vitest's `threads` pool with the worker
 * thread kept between runs. Stryker starts one vitest run per mutant, and vitest's own pool ends its worker when its
 * queue is empty, so each mutant (each test file of it) paid for a new thread, vitest's worker code and the project's
 * imports: some 0.25 s of CPU, most of a machine folder's time per mutant.
 *
 * What each run sees is unchanged: a test file still starts from freshly evaluated modules (vitest resets every
 * module but its own before each file, as `isolate` asks, so a static mutant is still evaluated at import), gets the
 * run's own config (the test filter Stryker sets) and its provided values (the active mutant), and the environment
 * is set up and torn down around each run as before. What a run leaves behind, its timers, is cleared before the
 * next (scripts/mutation/kept-worker.mjs); a thread that stopped without its teardown, or grew past
 * `heapLimitBytes`, is ended as before rather than kept.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';

const entrypoint = fileURLToPath(new URL('./kept-worker.mjs', import.meta.url));

/** A thread's heap past this after a run: it is ended rather than kept (a leak across runs stays bounded). */
const heapLimitBytes = 512 * 1024 * 1024;

type Message = { __vitest_worker_response__?: boolean; type?: string; usedMemory?: number; error?: unknown };

/** The thread left by the last run, with the options it was started with. */
let parked: { thread: Worker; key: string; onExit: () => void } | undefined;
/** Settles when the thread being stopped is parked or ended. Vitest starts the next test file's worker without
 * waiting for the last one to stop, so the next start waits for it (a second at most). */
let stopping: Promise<void> | undefined;
let stopped = () => {};

class KeptThreadWorker implements PoolWorker {
  readonly name = 'kept-threads';
  readonly reportMemory = true;
  private thread: Worker | undefined;
  private readonly key: string;
  private readonly listeners: Array<[string, (...args: unknown[]) => void]> = [];
  /** Whether the worker answered a `stop` with its teardown since it was started: only then may it be kept. */
  private tornDown = false;
  private heapUsed = 0;
  private exited = false;

  constructor(private readonly options: PoolOptions) {
    this.key = JSON.stringify([options.project.name, options.execArgv, options.env]);
  }

  private get live(): Worker {
    if (!this.thread) throw new Error('kept-threads: the worker thread is not started');
    return this.thread;
  }

  on(event: string, callback: (...args: unknown[]) => void) {
    this.listeners.push([event, callback]);
    this.live.on(event, callback);
  }

  off(event: string, callback: (...args: unknown[]) => void) {
    const at = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (at !== -1) this.listeners.splice(at, 1);
    this.thread?.off(event, callback);
  }

  send(message: WorkerRequest) {
    if (message.type === 'start' || message.type === 'run' || message.type === 'collect')
      this.tornDown = false;
    if (message.type === 'stop') stopping = new Promise((resolve) => (stopped = resolve));
    this.live.postMessage(message);
  }

  deserialize(data: unknown) {
    return data;
  }

  async start() {
    if (this.thread) return;
    if (stopping) await Promise.race([stopping, delay(1000, undefined, { ref: false })]);
    const kept = parked?.key === this.key ? parked : undefined;
    if (parked && !kept) void parked.thread.terminate();
    parked = undefined;
    if (kept) {
      kept.thread.off('exit', kept.onExit);
      kept.thread.ref();
    }
    this.thread = kept?.thread ?? this.spawn();
    this.thread.on('message', this.watch);
    this.thread.once('exit', this.onExit);
    this.thread.stdout.pipe(this.options.project.vitest.logger.outputStream, { end: false });
    this.thread.stderr.pipe(this.options.project.vitest.logger.errorStream, { end: false });
  }

  async stop() {
    try {
      await this.park();
    } finally {
      stopping = undefined;
      stopped();
    }
  }

  private async park() {
    const thread = this.live;
    this.thread = undefined;
    for (const [event, callback] of this.listeners.splice(0)) thread.off(event, callback);
    thread.off('message', this.watch);
    thread.off('exit', this.onExit);
    thread.stdout.unpipe(this.options.project.vitest.logger.outputStream);
    thread.stderr.unpipe(this.options.project.vitest.logger.errorStream);
    if (this.tornDown && !this.exited && this.heapUsed < heapLimitBytes) {
      if (parked) void parked.thread.terminate();
      // Unreferenced while parked: a kept thread never holds the process open once vitest is done.
      thread.unref();
      const onExit = () => {
        if (parked?.thread === thread) parked = undefined;
      };
      thread.once('exit', onExit);
      parked = { thread, key: this.key, onExit };
      return;
    }
    await thread.terminate();
  }

  private spawn() {
    const thread = new Worker(entrypoint, {
      env: this.options.env,
      execArgv: this.options.execArgv,
      stdout: true,
      stderr: true,
    });
    // A parked thread has no runner listening: an error there ends it (its `exit`), it does not throw here.
    thread.on('error', () => {});
    return thread;
  }

  private readonly watch = (message: Message) => {
    if (message?.__vitest_worker_response__ !== true) return;
    if (message.type === 'testfileFinished' && typeof message.usedMemory === 'number') {
      this.heapUsed = message.usedMemory;
    }
    if (message.type === 'stopped') this.tornDown = message.error === undefined;
  };

  private readonly onExit = () => {
    this.exited = true;
  };
}

export const keptThreads: PoolRunnerInitializer = {
  name: 'kept-threads',
  createPoolWorker: (options) => new KeptThreadWorker(options),
};
