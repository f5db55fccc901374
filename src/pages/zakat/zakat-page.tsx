import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchZakatPage, fetchZakatReminder, recordZakatPayment, saveZakatSettings } from '@/api/zakat';
import { callApi } from '@/api/failure';
import { unlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import { ScopedPage } from '@/app/household-scope/household-scope-provider';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { saveFile } from '@/app/save-file';
import { notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { zakatMachine } from '@machines/zakat/zakat.machine';
import type { ZakatPaymentPayload, ZakatSettingsPayload } from '@machines/zakat/types';
import { ZakatView } from './zakat-view';

// Saving or paying changes what the server computes: each answers with the page as it now stands.
const liveZakatMachine = zakatMachine.provide({
  actors: {
    loadZakat: fromPromise(({ signal }) => unlessAborted(signal, fetchZakatPage({ signal }))),
    saveSettings: fromPromise(async ({ input }: { input: ZakatSettingsPayload }) => {
      await saveZakatSettings(input);
      return callApi(() => fetchZakatPage());
    }),
    recordPayment: fromPromise(async ({ input }: { input: ZakatPaymentPayload }) => {
      await recordZakatPayment(input);
      return callApi(() => fetchZakatPage());
    }),
    downloadReminder: fromPromise(async () => saveFile(await fetchZakatReminder(), 'zakat-reminder.ics')),
  },
  actions: {
    notifySettingsSaved: () => notify.success(i18n.t('zakat.settings.saved')),
    notifyPaymentRecorded: () => notify.success(i18n.t('zakat.payment.recorded')),
  },
});

function Zakat() {
  const actorRef = useActorRef(liveZakatMachine, { inspect });
  return <ZakatView actorRef={actorRef} />;
}

/** /dashboard/zakat (issue 16); another household member chosen starts it afresh (issue 17). */
export default function ZakatPage() {
  return (
    <>
      <ScopeBar />
      <ScopedPage>
        <Zakat />
      </ScopedPage>
    </>
  );
}
