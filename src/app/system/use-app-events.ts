import type { ActorRefFrom } from 'xstate';
import type { AppMachine } from '@machines/app/app.machine';

/** The app machine's events that the app's React side reports (the router's address); views send no others. */
export function appEvents(app: ActorRefFrom<AppMachine>) {
  return {
    /** The router shows another page. */
    navigated: (pathname: string) => app.send({ type: 'app.navigated', pathname }),
  };
}
