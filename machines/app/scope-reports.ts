import { fromCallback, type ActorRefFrom } from 'xstate';
import type { HouseholdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { selectRole } from '@machines/household-scope/selectors';
import type { AppEvent, ScopeReport } from './types';

/**
 * Relays the household scope's news (systemId `householdScope`) to the app machine as `app.scopeChanged`, at once and
 * whenever whom the pages act for changes: the household, the member, the person's role there, or whether the
 * household has several members. The app machine's guards decide which page actor starts afresh (ADR 030).
 */
export const scopeReports = fromCallback<AppEvent>(({ system, sendBack }) => {
  const householdScope = system.get('householdScope') as ActorRefFrom<HouseholdScopeMachine>;
  let last = '';
  const report = () => {
    const snapshot = householdScope.getSnapshot();
    const news: ScopeReport = {
      scope: {
        household: snapshot.context.household,
        member: snapshot.context.member,
        role: selectRole(snapshot),
      },
      severalMembers: snapshot.context.members.length > 1,
    };
    const key = JSON.stringify(news);
    if (key === last) return;
    last = key;
    sendBack({ type: 'app.scopeChanged', ...news });
  };
  report();
  const subscription = householdScope.subscribe(report);
  return () => subscription.unsubscribe();
});
