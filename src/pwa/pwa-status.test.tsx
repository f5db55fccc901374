import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@locales/en.json';
import i18n from '@/i18n/i18n';
import { asContainer, FakeContainer, FakeWorker } from '@tests/fixtures/pwa/fake-service-worker';
import { createActor } from 'xstate';
import { type AppActors, AppSystemProvider } from '@/app/system/app-system';
import { liveAppMachine, storedAppInput } from '@/app/system/live-app';
import { appUpdateEvents } from './use-app-update-events';
import PwaStatus, { startServiceWorker } from './pwa-status';

// The page as a returning visitor opens it after a deploy: an old version controls it, a new one waits.
const oldVersion = new FakeWorker();
const newVersion = Object.assign(new FakeWorker(), { state: 'installed' as ServiceWorkerState });
const container = new FakeContainer(oldVersion);
container.registration.waiting = newVersion;
const reload = vi.fn();

beforeAll(async () => {
  await i18n.changeLanguage('en');
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: asContainer(container) });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('PwaStatus', () => {
  it('registers the worker, loads the prompt when a version waits, and reloads once it has taken over', async () => {
    // The app's actors as the page starts them: the update flow is its `appUpdate`.
    const app = createActor(
      liveAppMachine(() => undefined),
      { input: storedAppInput('/') },
    ).start();
    const { ready } = appUpdateEvents(app.system.get('appUpdate') as AppActors['appUpdate']);
    render(
      <AppSystemProvider app={app}>
        <PwaStatus />
      </AppSystemProvider>,
    );
    expect(screen.queryByRole('region', { name: en.pwa.update.title })).toBeNull();
    startServiceWorker(ready);
    startServiceWorker(ready); // once per page, however often it is called
    expect(container.register).toHaveBeenCalledTimes(1);

    const prompt = await screen.findByRole('region', { name: en.pwa.update.title });
    await userEvent.click(screen.getByRole('button', { name: en.pwa.update.reload }));
    await waitFor(() => expect(newVersion.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reload).not.toHaveBeenCalled();
    act(() => container.takeOver(newVersion));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(prompt.textContent).toContain(en.pwa.update.reloading);
  });
});
