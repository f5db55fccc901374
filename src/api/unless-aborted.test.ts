import { describe, expect, it } from 'vitest';
import { unlessAborted } from './unless-aborted';

const PENDING = Symbol('pending');
const settleOrPending = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 20))]);

describe('unlessAborted', () => {
  it('passes a result through', async () => {
    await expect(unlessAborted(new AbortController().signal, Promise.resolve(42))).resolves.toBe(42);
  });

  it('passes a failure through while the request was not aborted', async () => {
    const failure = new Error('503');
    await expect(unlessAborted(new AbortController().signal, Promise.reject(failure))).rejects.toBe(failure);
  });

  it('never settles once its signal was aborted, so no actor takes the abort for a failure', async () => {
    const controller = new AbortController();
    const request = new Promise<number>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
    const guarded = unlessAborted(controller.signal, request);
    controller.abort();
    await expect(settleOrPending(guarded)).resolves.toBe(PENDING);
  });
});
