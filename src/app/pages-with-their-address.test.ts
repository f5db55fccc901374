import { createMemoryRouter, type RouterSubscriber } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { commitPagesWithTheirAddress } from './pages-with-their-address';

const routes = [
  { path: '/login', Component: () => null },
  { path: '/forgot-password', lazy: async () => ({ Component: () => null }) },
];

/** What RouterProvider is told with each update: the path, and whether to put it on screen at once. */
function watch(router: ReturnType<typeof createMemoryRouter>) {
  const updates: Array<{ path: string; idle: boolean; flushSync: boolean }> = [];
  const subscriber: RouterSubscriber = (state, options) =>
    updates.push({
      path: state.location.pathname,
      idle: state.navigation.state === 'idle',
      flushSync: options.flushSync,
    });
  return { updates, unsubscribe: router.subscribe(subscriber) };
}

describe('commitPagesWithTheirAddress', () => {
  let dispose = () => {};
  afterEach(() => dispose());

  it('puts a new page on screen with its address; the loading of its code stays a transition', async () => {
    const router = commitPagesWithTheirAddress(createMemoryRouter(routes, { initialEntries: ['/login'] }));
    dispose = () => router.dispose();
    const { updates } = watch(router);
    await router.navigate('/forgot-password');
    expect(updates).toEqual([
      { path: '/login', idle: false, flushSync: false },
      { path: '/forgot-password', idle: true, flushSync: true },
    ]);
  });

  it('leaves the first page, rendered while the app starts, a transition', async () => {
    const router = commitPagesWithTheirAddress(
      createMemoryRouter(routes, { initialEntries: ['/forgot-password'] }),
    );
    dispose = () => router.dispose();
    const { updates } = watch(router);
    router.initialize();
    await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
    expect(updates.at(-1)).toEqual({ path: '/forgot-password', idle: true, flushSync: false });
  });
});
