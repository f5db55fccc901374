import { fromCallback, type ActorRefFrom } from 'xstate';
import type { SessionMachine } from '@machines/session/session.machine';
import type { AppEvent, SessionReport } from './types';

/** Where the household a person looked at last is kept (one per person: two accounts may share a browser). */
export type RememberedHousehold = (userId: number) => string | null;

/**
 * Relays the session actor's news to the app machine as `app.sessionChanged`, at once and on every change, for as
 * long as the app runs: the session (systemId `session`) decides; the app's states follow. The household a person
 * looked at last is read here, as they sign in (the app binds the browser's storage; the default remembers none).
 */
export const sessionReportsFrom = (rememberedHousehold: RememberedHousehold) =>
  fromCallback<AppEvent>(({ system, sendBack }) => {
    const session = system.get('session') as ActorRefFrom<SessionMachine>;
    let last = '';
    const report = () => {
      const snapshot = session.getSnapshot();
      const authenticated = snapshot.matches('signedIn');
      const userId = authenticated ? snapshot.context.user?.user_id : undefined;
      const news: SessionReport = {
        authenticated,
        hasAccessToken: snapshot.context.accessToken !== null,
        userId: typeof userId === 'number' ? userId : null,
        rememberedHousehold: null,
      };
      const key = JSON.stringify(news);
      if (key === last) return;
      last = key;
      if (news.userId !== null) news.rememberedHousehold = rememberedHousehold(news.userId);
      sendBack({ type: 'app.sessionChanged', ...news });
    };
    report();
    const subscription = session.subscribe(report);
    return () => subscription.unsubscribe();
  });

/** The relay without storage: nobody's household is remembered. */
export const sessionReports = sessionReportsFrom(() => null);
