import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asContainer, FakeContainer, FakeWorker } from '@tests/fixtures/pwa/fake-service-worker';
import { registerServiceWorker } from './service-worker';

const MINUTE = 60_000;

function setUp(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  const onUpdate = vi.fn();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const register = () => registerServiceWorker(asContainer(container), onUpdate, { doc });
  return { container, registration: container.registration, onUpdate, doc, register };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, register } = setUp(null);
    await register();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a first install is no update: it installs, takes control, and nobody is asked anything', async () => {
    const { container, registration, onUpdate, register } = setUp(null);
    await register();
    const worker = registration.found();
    worker.moveTo('installed');
    worker.moveTo('activated');
    container.takeOver(worker); // clients.claim()
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('a new version installed under a controlled page is an update', async () => {
    const { registration, onUpdate, register } = setUp(new FakeWorker());
    await register();
    const worker = registration.found();
    expect(onUpdate).not.toHaveBeenCalled(); // still installing (precaching)
    worker.moveTo('installed');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('a version already waiting when the page opens is offered at once (a returning visitor)', async () => {
    const { registration, onUpdate, register } = setUp(new FakeWorker());
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    await register();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('another tab letting the new version take over makes this page offer the reload too', async () => {
    const { container, onUpdate, register } = setUp(new FakeWorker());
    await register();
    container.takeOver(new FakeWorker());
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version hourly and on coming back to the screen, at most every five minutes', async () => {
    const { registration, doc, register } = setUp(new FakeWorker());
    await register();
    const back = () => doc.dispatchEvent(new Event('visibilitychange'));
    back();
    expect(registration.update).not.toHaveBeenCalled(); // just registered: the browser checked already
    vi.advanceTimersByTime(5 * MINUTE);
    back();
    expect(registration.update).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'hidden';
    vi.advanceTimersByTime(10 * MINUTE);
    back();
    expect(registration.update).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    vi.advanceTimersByTime(45 * MINUTE); // the hourly check
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is quiet', async () => {
    const { registration, doc, register } = setUp(new FakeWorker());
    registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    await register();
    vi.advanceTimersByTime(6 * MINUTE);
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.runOnlyPendingTimersAsync();
    expect(registration.update).toHaveBeenCalled();
  });
});
