import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateWaitingWorker } from './activate-waiting-worker';
import {
  asContainer,
  asRegistration,
  FakeContainer,
  FakeWorker,
} from '@tests/fixtures/pwa/fake-service-worker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function withWaiting() {
  const container = new FakeContainer(new FakeWorker());
  const waiting = new FakeWorker();
  waiting.state = 'installed';
  container.registration.waiting = waiting;
  const activate = () =>
    activateWaitingWorker(asContainer(container), asRegistration(container.registration));
  return { container, waiting, activate };
}

describe('activateWaitingWorker', () => {
  it('tells the waiting version to take over and resolves once it controls the page', async () => {
    const { container, waiting, activate } = withWaiting();
    let settled = false;
    const done = activate().then(() => (settled = true));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    await Promise.resolve();
    expect(settled).toBe(false); // the reload must not start under the old version
    container.takeOver(waiting);
    await done;
    expect(settled).toBe(true);
  });

  it('fails when the new version does not take over in time', async () => {
    const { activate } = withWaiting();
    const done = activate();
    vi.advanceTimersByTime(10_000);
    await expect(done).rejects.toThrow('did not take over');
  });

  it('has nothing to do when no version waits (another tab already let it take over)', async () => {
    const container = new FakeContainer(new FakeWorker());
    await expect(
      activateWaitingWorker(asContainer(container), asRegistration(container.registration)),
    ).resolves.toBeUndefined();
  });
});
