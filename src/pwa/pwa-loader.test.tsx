import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AppSystemProvider } from '@/app/system/app-system';
import { liveAppMachine, storedAppInput } from '@/app/system/live-app';
import { PwaLoader } from './pwa-loader';

const startServiceWorker = vi.hoisted(() => vi.fn());
vi.mock('./pwa-status', () => ({ default: () => null, startServiceWorker }));

function renderLoader(loader: React.ReactElement) {
  const app = createActor(
    liveAppMachine(() => undefined),
    { input: storedAppInput('/') },
  ).start();
  render(<AppSystemProvider app={app}>{loader}</AppSystemProvider>);
}

afterEach(() => startServiceWorker.mockClear());

describe('PwaLoader', () => {
  it('registers the service worker once the page has loaded', async () => {
    renderLoader(<PwaLoader />);
    await waitFor(() => expect(startServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('holds the registration back for as long as the page says (the app’s pages: until they have settled)', async () => {
    let register: (() => void) | undefined;
    renderLoader(<PwaLoader whenToRegister={(r) => (register = r)} />);
    await waitFor(() => expect(register).toBeDefined());
    expect(startServiceWorker).not.toHaveBeenCalled();
    register!();
    expect(startServiceWorker).toHaveBeenCalledTimes(1);
  });
});
