/**
 * One write in flight per person in this process, the others waiting in line (docs/decisions/013-write-fairness.md).
 *
 * A write holds a pool connection for as long as it waits for the person's advisory lock (ledger-store.ts), so
 * without this line a burst from one person took every connection of the pool and everyone else's reads timed out
 * waiting for one. Waiting here costs no connection. The advisory lock stays: it serialises the person's writes
 * across processes; this only keeps one process from queueing them on the database.
 */
export class WriteQueue {
  readonly #lines = new Map<number, { waiting: (() => void)[] }>();

  /** `maxWaiting`: how many of a person's writes may wait behind the one in flight before more are refused. */
  constructor(private readonly maxWaiting: number) {}

  /**
   * Runs `work` when the person's earlier writes in this process are done; null at once (without running it)
   * when their line is already full.
   */
  async run<T>(userId: number, work: () => Promise<T>): Promise<{ value: T } | null> {
    let line = this.#lines.get(userId);
    if (!line) {
      line = { waiting: [] };
      this.#lines.set(userId, line);
    } else {
      if (line.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => line!.waiting.push(resolve));
    }
    try {
      return { value: await work() };
    } finally {
      const next = line.waiting.shift();
      if (next) next();
      else this.#lines.delete(userId);
    }
  }

  /** How many of the person's writes are in flight or waiting here (for tests and logs). */
  pending(userId: number): number {
    const line = this.#lines.get(userId);
    return line ? line.waiting.length + 1 : 0;
  }
}
