import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ReportUnsubscribeMachine } from '@machines/report-unsubscribe/report-unsubscribe.machine';
import { OneClickLinkFrame } from '@/components/one-click-link/one-click-link-frame';

/** The unsubscribe link's page: working, whose reports stopped, why the link no longer works, or try again. */
export function ReportUnsubscribeView({ actorRef }: { actorRef: ActorRefFrom<ReportUnsubscribeMachine> }) {
  const { t } = useTranslation();
  return (
    <OneClickLinkFrame
      actorRef={actorRef}
      confirm="unsubscribe.confirm"
      retry="unsubscribe.retry"
      done={({ email }) => (
        <Text color="fg.muted" data-testid="unsubscribed">
          {t('reports.unsubscribe.doneText', { email })}
        </Text>
      )}
      texts={{
        ask: t('reports.unsubscribe.ask'),
        askText: t('reports.unsubscribe.askText'),
        confirm: t('reports.unsubscribe.confirm'),
        working: t('reports.unsubscribe.working'),
        done: t('reports.unsubscribe.done'),
        invalid: t('reports.unsubscribe.invalid'),
        invalidText: t('reports.unsubscribe.invalidText'),
        failed: t('reports.unsubscribe.failed'),
        retry: t('reports.retry'),
        back: t('reports.unsubscribe.toSettings'),
      }}
      backTo="/dashboard/settings"
    />
  );
}
