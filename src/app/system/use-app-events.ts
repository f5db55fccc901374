import type { ActorRefFrom } from 'xstate';
import type { AppMachine } from '@machines/app/app.machine';
import type { PageFlows } from '@machines/app/types';

/**
 * The app machine's events that the app's React side reports (the router's address, a signed-in page opening and
 * closing); views send no others.
 */
export function appEvents(app: ActorRefFrom<AppMachine>) {
  return {
    /** The router shows another page. */
    navigated: (pathname: string) => app.send({ type: 'app.navigated', pathname }),
    /** A signed-in page opened: the app runs its flows (ADR 030). */
    pageOpened: (page: PageFlows) => app.send({ type: 'app.pageOpened', page }),
    /** That page closed: the app stops its flows. */
    pageClosed: (page: PageFlows) => app.send({ type: 'app.pageClosed', page }),
  };
}
