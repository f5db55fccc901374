import { Alert, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { EmailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import {
  selectCanToggle,
  selectIsLoading,
  selectIsSaving,
  selectLoadingFailed,
  selectMonthlyReport,
  selectSavingFailed,
} from '@machines/email-settings/selectors';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { useEmailSettingsEvents } from './use-email-settings-events';

/** The "Monthly report by e-mail" switch (product §14), saved as soon as it is flipped. */
export function EmailSectionView({ actorRef }: { actorRef: ActorRefFrom<EmailSettingsMachine> }) {
  const { t } = useTranslation();
  const events = useEmailSettingsEvents(actorRef);
  const on = useSelector(actorRef, selectMonthlyReport);
  const loading = useSelector(actorRef, selectIsLoading);
  const saving = useSelector(actorRef, selectIsSaving);
  const loadingFailed = useSelector(actorRef, selectLoadingFailed);
  const savingFailed = useSelector(actorRef, selectSavingFailed);
  const canToggle = useSelector(actorRef, selectCanToggle);

  if (loadingFailed)
    return (
      <LoadFailedAlert
        message={t('reports.settings.loadFailed')}
        retryLabel={t('reports.retry')}
        canRetry
        onRetry={events.retry}
      />
    );
  return (
    <Stack gap="3">
      <Skeleton loading={loading} alignSelf="flex-start">
        <Switch.Root
          colorPalette="gold"
          // While saving it shows the value being saved; a failed save turns it back to what the server holds.
          checked={saving ? !on : on}
          disabled={!canToggle}
          onCheckedChange={events.toggle}
          aria-busy={saving || undefined}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="semibold">{t('reports.settings.monthly')}</Switch.Label>
        </Switch.Root>
      </Skeleton>
      <Text color="fg.muted">{t('reports.settings.monthlyHelp')}</Text>
      {savingFailed && (
        <Alert.Root status="error" variant="subtle" borderRadius="l3" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('reports.settings.failed')}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
