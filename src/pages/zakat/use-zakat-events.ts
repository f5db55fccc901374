import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ZakatMachine } from '@machines/zakat/zakat.machine';
import type { PaymentField, SettingsField } from '@machines/zakat/types';

export type ZakatActor = ActorRefFrom<ZakatMachine>;

/** The events the zakat page sends, as one memoised facade. */
export function useZakatEvents(actorRef: ZakatActor) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'zakat.retry' }),
      editSettings: (field: SettingsField, value: string) =>
        actorRef.send({ type: 'settings.edit', field, value }),
      saveSettings: () => actorRef.send({ type: 'settings.save' }),
      editPayment: (field: PaymentField, value: string) =>
        actorRef.send({ type: 'payment.edit', field, value }),
      recordPayment: () => actorRef.send({ type: 'payment.record' }),
      downloadReminder: () => actorRef.send({ type: 'reminder.download' }),
    }),
    [actorRef],
  );
}
