import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AlertOffMachine } from '@machines/alert-off/alert-off.machine';
import {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectSwitchedOff,
} from '@machines/alert-off/selectors';
import { OneClickLinkFrame } from '@/components/one-click-link/one-click-link-frame';
import { conditionSummary, instrumentName } from '@/pages/alerts/alert-text';

/** The switch-off link's page: working, the alert that is now off, why the link no longer works, or try again. */
export function AlertOffView({ actorRef }: { actorRef: ActorRefFrom<AlertOffMachine> }) {
  const { t } = useTranslation();
  const retry = useMemo(() => () => actorRef.send({ type: 'alertOff.retry' }), [actorRef]);
  const alert = useSelector(actorRef, selectSwitchedOff);
  return (
    <OneClickLinkFrame
      working={useSelector(actorRef, selectIsWorking)}
      invalid={useSelector(actorRef, selectIsInvalid)}
      failed={useSelector(actorRef, selectHasFailed)}
      done={
        alert && (
          <Stack gap="3">
            <Heading as="h1" size="xl">
              {t('alerts.off.done')}
            </Heading>
            <Text fontWeight="semibold" data-testid="switched-off-alert">
              {instrumentName(t, alert.instrument)}:{' '}
              {conditionSummary(t, alert.instrument, alert.condition, alert.threshold)}
            </Text>
            <Text color="fg.muted">{t('alerts.off.doneText')}</Text>
          </Stack>
        )
      }
      texts={{
        working: t('alerts.off.working'),
        invalid: t('alerts.off.invalid'),
        invalidText: t('alerts.off.invalidText'),
        failed: t('alerts.off.failed'),
        retry: t('alerts.retry'),
        back: t('alerts.off.toAlerts'),
      }}
      backTo="/dashboard/alerts"
      onRetry={retry}
    />
  );
}
