import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ReportUnsubscribeMachine } from '@machines/report-unsubscribe/report-unsubscribe.machine';
import {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectUnsubscribed,
} from '@machines/report-unsubscribe/selectors';
import { OneClickLinkFrame } from '@/components/one-click-link/one-click-link-frame';

/** The unsubscribe link's page: working, whose reports stopped, why the link no longer works, or try again. */
export function ReportUnsubscribeView({ actorRef }: { actorRef: ActorRefFrom<ReportUnsubscribeMachine> }) {
  const { t } = useTranslation();
  const retry = useMemo(() => () => actorRef.send({ type: 'unsubscribe.retry' }), [actorRef]);
  const unsubscribed = useSelector(actorRef, selectUnsubscribed);
  return (
    <OneClickLinkFrame
      working={useSelector(actorRef, selectIsWorking)}
      invalid={useSelector(actorRef, selectIsInvalid)}
      failed={useSelector(actorRef, selectHasFailed)}
      done={
        unsubscribed && (
          <Stack gap="3">
            <Heading as="h1" size="xl">
              {t('reports.unsubscribe.done')}
            </Heading>
            <Text color="fg.muted" data-testid="unsubscribed">
              {t('reports.unsubscribe.doneText', { email: unsubscribed.email })}
            </Text>
          </Stack>
        )
      }
      texts={{
        working: t('reports.unsubscribe.working'),
        invalid: t('reports.unsubscribe.invalid'),
        invalidText: t('reports.unsubscribe.invalidText'),
        failed: t('reports.unsubscribe.failed'),
        retry: t('reports.retry'),
        back: t('reports.unsubscribe.toSettings'),
      }}
      backTo="/dashboard/settings"
      onRetry={retry}
    />
  );
}
