import { Alert, Stack } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import {
  selectCanDownloadReminder,
  selectCanRetry,
  selectFailure,
  selectHasFailed,
  selectIsDownloadingReminder,
  selectIsLoading,
  selectPayments,
  selectZakat,
} from '@machines/zakat/selectors';
import { useZakatEvents, type ZakatActor } from './use-zakat-events';
import { ZakatExplanation } from './zakat-explanation';
import { ZakatFailure } from './zakat-form-parts';
import { ZakatItems } from './zakat-items';
import { zakatFailureMessage } from './zakat-messages';
import { ZakatPaymentCard } from './zakat-payment';
import { ZakatSettingsForm } from './zakat-settings-form';
import { ZakatSources } from './zakat-sources';
import { ZakatAmountCard, ZakatStatus } from './zakat-summary';

type Failure = ReturnType<typeof selectFailure>;
const sameFailure = (a: Failure, b: Failure) => a?.action === b?.action && a?.failure === b?.failure;

/** /dashboard/zakat (product §12, architecture §9): renders the zakat machine and sends through its facade. */
export function ZakatView({ actorRef }: { actorRef: ZakatActor }) {
  const { t } = useTranslation();
  const events = useZakatEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectHasFailed);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const zakat = useSelector(actorRef, selectZakat);
  const payments = useSelector(actorRef, selectPayments);
  const failure = useSelector(actorRef, selectFailure, sameFailure);
  const canDownload = useSelector(actorRef, selectCanDownloadReminder);
  const downloading = useSelector(actorRef, selectIsDownloadingReminder);
  const messageFor = (action: 'settings' | 'payment' | 'reminder') =>
    failure?.action === action ? zakatFailureMessage(t, action, failure.failure) : null;
  const reminderFailure = messageFor('reminder');

  return (
    <Stack gap={{ base: 5, md: 6 }} maxW="5xl">
      <PageHeader title={t('zakat.title')} subtitle={t('zakat.subtitle')} />

      {loading && <PageLoading label={t('zakat.loading')} />}

      {failed && (
        <LoadFailedAlert
          message={t('zakat.loadError')}
          retryLabel={t('common.retry')}
          canRetry={canRetry}
          onRetry={events.retry}
        />
      )}

      {zakat && (
        <>
          <Alert.Root status="info" variant="subtle" borderRadius="l3" data-testid="zakat-disclaimer">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('zakat.disclaimer.title')}</Alert.Title>
              <Alert.Description>
                {t('zakat.disclaimer.text', { basis: t(`zakat.basis.${zakat.settings.nisab_basis}`) })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <ZakatAmountCard zakat={zakat} />
          <ZakatStatus
            zakat={zakat}
            reminder={{ canDownload, downloading, onDownload: events.downloadReminder }}
          />
          {reminderFailure && <ZakatFailure failure={reminderFailure} testId="zakat-reminder-error" />}
          <ZakatItems zakat={zakat} />
          <ZakatExplanation steps={zakat.explanation} />
          <ZakatSettingsForm actorRef={actorRef} events={events} failure={messageFor('settings')} />
          <ZakatPaymentCard
            actorRef={actorRef}
            events={events}
            zakat={zakat}
            payments={payments}
            failure={messageFor('payment')}
          />
          <ZakatSources />
        </>
      )}
    </Stack>
  );
}
