import { Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { AlertOffMachine } from '@machines/alert-off/alert-off.machine';
import {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectSwitchedOff,
} from '@machines/alert-off/selectors';
import { conditionSummary, instrumentName } from '@/pages/alerts/alert-text';

/** The switch-off link's page: working, the alert that is now off, why the link no longer works, or try again. */
export function AlertOffView({ actorRef }: { actorRef: ActorRefFrom<AlertOffMachine> }) {
  const { t } = useTranslation();
  const retry = useMemo(() => () => actorRef.send({ type: 'alertOff.retry' }), [actorRef]);
  const working = useSelector(actorRef, selectIsWorking);
  const alert = useSelector(actorRef, selectSwitchedOff);
  const invalid = useSelector(actorRef, selectIsInvalid);
  const failed = useSelector(actorRef, selectHasFailed);

  return (
    <Flex minH="70dvh" align="center" justify="center" px="4" py="10">
      <Card.Root variant="outline" bg="bg.panel" maxW="lg" w="full">
        <Card.Body gap="4">
          {working && (
            <Flex role="status" align="center" gap="3" color="fg.muted">
              <Spinner size="md" color="gold.solid" />
              <Text>{t('alerts.off.working')}</Text>
            </Flex>
          )}
          {alert && (
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
          )}
          {invalid && (
            <Stack gap="3">
              <Heading as="h1" size="xl">
                {t('alerts.off.invalid')}
              </Heading>
              <Text color="fg.muted">{t('alerts.off.invalidText')}</Text>
            </Stack>
          )}
          {failed && (
            <Stack gap="3" align="flex-start">
              <Heading as="h1" size="xl">
                {t('alerts.off.failed')}
              </Heading>
              <Text color="fg.muted">{t('account.errors.offline')}</Text>
              <Button colorPalette="gold" onClick={retry}>
                {t('alerts.retry')}
              </Button>
            </Stack>
          )}
          {(alert || invalid) && (
            <Button asChild variant="outline" alignSelf="flex-start">
              <Link to="/dashboard/alerts">{t('alerts.off.toAlerts')}</Link>
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
