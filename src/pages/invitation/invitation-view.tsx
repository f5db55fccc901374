import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { InvitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';
import {
  selectFailed,
  selectIsAccepting,
  selectJoined,
  selectRefusal,
} from '@machines/invitation-accept/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import { useInvitationEvents } from './use-invitation-events';

/** /invitations/:token (product §13): the invitation accepted, and the household joined, or why the link is refused. */
export function InvitationView({ actorRef }: { actorRef: ActorRefFrom<InvitationAcceptMachine> }) {
  const { t } = useTranslation();
  const events = useInvitationEvents(actorRef);
  const accepting = useSelector(actorRef, selectIsAccepting);
  const failed = useSelector(actorRef, selectFailed);
  const refusal = useSelector(actorRef, selectRefusal);
  const joined = useSelector(actorRef, selectJoined);
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader title={t('household.invitation.title')} />
      {accepting && <PageLoading label={t('household.invitation.accepting')} inline />}
      {failed && (
        <LoadFailedAlert
          message={t('household.invitation.failed')}
          retryLabel={t('household.retry')}
          canRetry
          onRetry={events.retry}
          testId="invitation-failed"
        />
      )}
      <ErrorBox message={refusal} />
      {joined && (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body gap="4">
            <Text data-testid="invitation-joined">
              {t('household.invitation.joined', {
                name: joined.name,
                role: t(`household.sharing.role.${joined.role}`),
              })}
            </Text>
            <Button alignSelf="flex-start" colorPalette="gold" onClick={events.open}>
              {t('household.invitation.open')}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
