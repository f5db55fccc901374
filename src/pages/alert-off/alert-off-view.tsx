import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AlertOffMachine } from '@machines/alert-off/alert-off.machine';
import { OneClickLinkFrame } from '@/components/one-click-link/one-click-link-frame';
import { conditionSummary, instrumentName } from '@/components/alerts/alert-text';

/** The switch-off link's page: working, the alert that is now off, why the link no longer works, or try again. */
export function AlertOffView({ actorRef }: { actorRef: ActorRefFrom<AlertOffMachine> }) {
  const { t } = useTranslation();
  return (
    <OneClickLinkFrame
      actorRef={actorRef}
      confirm="alertOff.confirm"
      retry="alertOff.retry"
      done={(alert) => (
        <>
          <Text fontWeight="semibold" data-testid="switched-off-alert">
            {instrumentName(t, alert.instrument)}:{' '}
            {conditionSummary(t, alert.instrument, alert.condition, alert.threshold)}
          </Text>
          <Text color="fg.muted">{t('alerts.off.doneText')}</Text>
        </>
      )}
      texts={{
        ask: t('alerts.off.ask'),
        askText: t('alerts.off.askText'),
        confirm: t('alerts.off.confirm'),
        working: t('alerts.off.working'),
        done: t('alerts.off.done'),
        invalid: t('alerts.off.invalid'),
        invalidText: t('alerts.off.invalidText'),
        failed: t('alerts.off.failed'),
        retry: t('alerts.retry'),
        back: t('alerts.off.toAlerts'),
      }}
      backTo="/dashboard/alerts"
    />
  );
}
