import { useSelector } from '@/lib/use-selector';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  fetchMemberZakat,
  fetchZakatPage,
  fetchZakatReminder,
  recordZakatPayment,
  saveZakatSettings,
} from '@/api/zakat';
import { callApi } from '@/api/failure';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { useHouseholdScopeActor } from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { useApp, usePageFlows } from '@/app/system/app-system';
import { selectShowsWholeFamily } from '@machines/app/selectors';
import type { PageFlows } from '@machines/app/types';
import { zakatMembersMachine } from '@machines/zakat-members/zakat-members.machine';
import { MemberZakatView } from './member-zakat-view';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { zakatMachine } from '@machines/zakat/zakat.machine';
import type { ScopedPayload, ZakatPaymentPayload, ZakatSettingsPayload } from '@machines/zakat/types';
import { ZakatView } from './zakat-view';
import { type ActorSystem, createApiFor } from '@/app/system/api-for';

// Saving or paying changes what the server computes: each answers with the page as it now stands. Each call acts for
// the scope the machine gives it (its own input's).
const liveZakatMachine = zakatMachine.provide({
  actors: {
    // A failure reaches the machine as an ApiFailure: its guard tells a shared household's 404 (product §13).
    loadZakat: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        fetchZakatPage(await createApiFor(system), input.scope, { signal }),
      ),
    ),
    saveSettings: fromPromise(
      async ({ input, system }: { input: ScopedPayload<ZakatSettingsPayload>; system: ActorSystem }) => {
        const client = await createApiFor(system);
        await saveZakatSettings(client, input.scope, input.payload);
        return callApi(() => fetchZakatPage(client, input.scope));
      },
    ),
    recordPayment: fromPromise(
      async ({ input, system }: { input: ScopedPayload<ZakatPaymentPayload>; system: ActorSystem }) => {
        const client = await createApiFor(system);
        await recordZakatPayment(client, input.scope, input.payload);
        return callApi(() => fetchZakatPage(client, input.scope));
      },
    ),
    downloadReminder: fromPromise(async ({ input, system }) =>
      saveFile(await fetchZakatReminder(await createApiFor(system), input.scope), 'zakat-reminder.ics'),
    ),
  },
  actions: {
    notifySettingsSaved: () => notify.success(i18n.t('zakat.settings.saved')),
    notifyPaymentRecorded: () => notify.success(i18n.t('zakat.payment.recorded')),
  },
});

const liveZakatMembersMachine = zakatMembersMachine.provide({
  actors: {
    loadMemberZakat: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        fetchMemberZakat(await createApiFor(system), input.scope, { signal }),
      ),
    ),
  },
});

/**
 * The zakat page's flows as the app runs them (ADR 030): one member's computation, or for the whole family of several
 * each member's result (product §13: never one sum). The app's guard chooses on the scope's member and members.
 */
const zakatFlows: PageFlows = {
  main: () => ({ logic: liveZakatMachine }),
  wholeFamily: () => ({ logic: liveZakatMembersMachine }),
};

type ZakatActor = ActorRefFrom<typeof zakatMachine>;
type ZakatMembersActor = ActorRefFrom<typeof zakatMembersMachine>;

/** The flow the app runs for the page, and which of the two it is (read from one snapshot of the app). */
const selectZakatFlow = (s: ReturnType<ReturnType<typeof useApp>['getSnapshot']>) => {
  const page = (s.children as { page?: ZakatActor | ZakatMembersActor }).page;
  // The page just opened may still see the flow of the page it replaces, until that one closes.
  if (!page || s.context.page !== zakatFlows) return null;
  return selectShowsWholeFamily(s)
    ? { wholeFamily: true as const, actor: page as ZakatMembersActor }
    : { wholeFamily: false as const, actor: page as ZakatActor };
};

/** /dashboard/zakat (product §12). Another household or member chosen starts it afresh. */
export default function ZakatPage() {
  usePageFlows(zakatFlows);
  const flow = useSelector(useApp(), selectZakatFlow, (a, b) => a?.actor === b?.actor);
  const { chooseMember } = useScopeEvents(useHouseholdScopeActor());
  return (
    <>
      <ScopeBar />
      {flow?.wholeFamily === true && (
        <MemberZakatView key={flow.actor.sessionId} actorRef={flow.actor} onOpen={chooseMember} />
      )}
      {flow?.wholeFamily === false && <ZakatView key={flow.actor.sessionId} actorRef={flow.actor} />}
    </>
  );
}
