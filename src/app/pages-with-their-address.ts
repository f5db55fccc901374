import type { createBrowserRouter, RouterSubscriber } from 'react-router';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Puts each new page on screen in the same task as the address changes (architecture §7, ADR 025).
 *
 * React Router renders a navigation as a transition by default: it changes the address, then React renders the new
 * page in slices. On a slow phone the page being left stays on screen, and can be typed into, for a few hundred
 * milliseconds under the new address; what was typed there is thrown away with it. A person who follows "Forgot your
 * password?" and starts typing at once saw their address vanish, and was told it was required. Every change of
 * location after the first page is therefore committed with `flushSync`, which the `RouterProvider` of
 * `react-router/dom` applies: the address and the page change together, and nothing can reach the page that is
 * leaving. The first page still renders as a transition (main.tsx: total blocking time), as does every update that
 * does not change the location (a route's code loading, the progress bar).
 */
export function commitPagesWithTheirAddress<R extends AppRouter>(router: R): R {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber: RouterSubscriber) => {
    // Null until the first page is there: its own render stays a transition.
    let shown = router.state.initialized ? router.state.location : null;
    return subscribe((state, options) => {
      const moved = shown !== null && state.location !== shown;
      if (state.initialized) shown = state.location;
      subscriber(state, moved ? { ...options, flushSync: true } : options);
    });
  };
  return router;
}
