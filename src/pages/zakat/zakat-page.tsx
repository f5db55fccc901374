import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  fetchMemberZakat,
  fetchZakatPage,
  fetchZakatReminder,
  recordZakatPayment,
  saveZakatSettings,
} from '@/api/zakat';
import { callApi } from '@/api/failure';
import { unlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import {
  type PageScope,
  ScopedPage,
  useHouseholdScopeActor,
  usePageScope,
} from '@/app/household-scope/household-scope-provider';
import { useScopeEvents } from '@/app/household-scope/use-scope-events';
import { useHouseholdRole, useScopeMembers } from '@/app/household-scope/use-scope-members';
import { selectMember } from '@machines/household-scope/selectors';
import { zakatMembersMachine } from '@machines/zakat-members/zakat-members.machine';
import { MemberZakatView } from './member-zakat-view';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { zakatMachine } from '@machines/zakat/zakat.machine';
import type { ZakatPaymentPayload, ZakatSettingsPayload } from '@machines/zakat/types';
import { ZakatView } from './zakat-view';

// Saving or paying changes what the server computes: each answers with the page as it now stands.
const liveZakatMachine = ({ scope, watch }: PageScope) =>
  zakatMachine.provide({
    actors: {
      loadZakat: fromPromise(({ signal }) => watch(unlessAborted(signal, fetchZakatPage(scope, { signal })))),
      saveSettings: fromPromise(async ({ input }: { input: ZakatSettingsPayload }) => {
        await saveZakatSettings(scope, input);
        return callApi(() => fetchZakatPage(scope));
      }),
      recordPayment: fromPromise(async ({ input }: { input: ZakatPaymentPayload }) => {
        await recordZakatPayment(scope, input);
        return callApi(() => fetchZakatPage(scope));
      }),
      downloadReminder: fromPromise(async () =>
        saveFile(await fetchZakatReminder(scope), 'zakat-reminder.ics'),
      ),
    },
    actions: {
      notifySettingsSaved: () => notify.success(i18n.t('zakat.settings.saved')),
      notifyPaymentRecorded: () => notify.success(i18n.t('zakat.payment.recorded')),
    },
  });

function Zakat() {
  const role = useHouseholdRole();
  const actorRef = useActorRef(liveZakatMachine(usePageScope()), { input: { role }, inspect });
  return <ZakatView actorRef={actorRef} />;
}

const liveZakatMembersMachine = ({ scope, watch }: PageScope) =>
  zakatMembersMachine.provide({
    actors: {
      loadMemberZakat: fromPromise(({ signal }) =>
        watch(unlessAborted(signal, fetchMemberZakat(scope, { signal }))),
      ),
    },
  });

function FamilyZakat() {
  const actorRef = useActorRef(liveZakatMembersMachine(usePageScope()), { inspect });
  const { chooseMember } = useScopeEvents(useHouseholdScopeActor());
  return <MemberZakatView actorRef={actorRef} onOpen={chooseMember} />;
}

/**
 * /dashboard/zakat (product §12): one member's computation, or for the whole family of several each member's result
 * (product §13: never one sum). Another household member chosen starts it afresh.
 */
export default function ZakatPage() {
  const { members } = useScopeMembers();
  const member = useSelector(useHouseholdScopeActor(), selectMember);
  const wholeFamily = member === null && members.length > 1;
  return (
    <>
      <ScopeBar />
      <ScopedPage>{wholeFamily ? <FamilyZakat /> : <Zakat />}</ScopedPage>
    </>
  );
}
