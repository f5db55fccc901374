import { describe, expect, it } from 'vitest';
import { WriteQueue } from './write-queue';

/** A deferred piece of work the test finishes by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a person’s line of writes in one process', () => {
  it('runs one write at a time per person, in arrival order, and another person’s at once', async () => {
    const queue = new WriteQueue(5);
    const log: string[] = [];
    const first = gate();
    const work = (name: string, wait?: Promise<void>) => async () => {
      log.push(`start ${name}`);
      await wait;
      log.push(`end ${name}`);
      return name;
    };
    const a1 = queue.run(1, work('a1', first.opened));
    const a2 = queue.run(1, work('a2'));
    const a3 = queue.run(1, work('a3'));
    const b1 = queue.run(2, work('b1'));
    expect(await b1).toEqual({ value: 'b1' });
    expect(log).toEqual(['start a1', 'start b1', 'end b1']);
    expect(queue.pending(1)).toBe(3);
    first.open();
    expect(await Promise.all([a1, a2, a3])).toEqual([{ value: 'a1' }, { value: 'a2' }, { value: 'a3' }]);
    expect(log.slice(3)).toEqual(['end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(queue.pending(1)).toBe(0);
  });

  it('refuses at once, without running it, a write that would wait behind a full line', async () => {
    const queue = new WriteQueue(2);
    const first = gate();
    let ran = 0;
    const work = async () => {
      ran += 1;
      await first.opened;
    };
    const accepted = [queue.run(7, work), queue.run(7, work), queue.run(7, work)];
    expect(await queue.run(7, work)).toBeNull();
    first.open();
    await Promise.all(accepted);
    expect(ran).toBe(3);
    // The line emptied: the person may write again.
    expect(await queue.run(7, async () => 'again')).toEqual({ value: 'again' });
  });

  it('a write that fails lets the next one run', async () => {
    const queue = new WriteQueue(3);
    const failing = queue.run(1, async () => {
      throw new Error('database gone');
    });
    const next = queue.run(1, async () => 'next');
    await expect(failing).rejects.toThrow('database gone');
    expect(await next).toEqual({ value: 'next' });
  });
});
