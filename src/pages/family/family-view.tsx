import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import {
  selectCanAdd,
  selectFailure,
  selectFormOpen,
  selectIsFull,
  selectIsLoading,
  selectLoadFailure,
  selectMayManage,
  selectMembers,
} from '@machines/household/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { messageText } from '@/components/auth/user-message';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import { MemberForm } from './member-form';
import { MemberList } from './member-list';
import { type HouseholdActor, useHouseholdEvents } from './use-household-events';

/**
 * /dashboard/family (product §13): the household's members with their totals; add, edit, remove where the machine
 * takes them, its owner's (an editor or a viewer of a shared household reads them).
 */
export function FamilyView({ actorRef }: { actorRef: HouseholdActor }) {
  const { t } = useTranslation();
  const events = useHouseholdEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const loadFailure = useSelector(actorRef, selectLoadFailure);
  const members = useSelector(actorRef, selectMembers);
  const failure = useSelector(actorRef, selectFailure);
  const formOpen = useSelector(actorRef, selectFormOpen);
  const canAdd = useSelector(actorRef, selectCanAdd);
  const full = useSelector(actorRef, selectIsFull);
  const canManage = useSelector(actorRef, selectMayManage);

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={t('household.title')}
        subtitle={t('household.subtitle')}
        actions={
          members &&
          canManage && (
            <Button colorPalette="gold" onClick={events.add} disabled={!canAdd}>
              {t('household.members.add')}
            </Button>
          )
        }
      />
      {loading && <PageLoading label={t('household.loading')} />}
      {loadFailure && (
        <LoadFailedAlert
          message={messageText(t, loadFailure)}
          retryLabel={t('household.retry')}
          canRetry
          onRetry={events.retry}
          testId="error-box"
        />
      )}
      {members && (
        <>
          {full && canManage && (
            <Text color="fg.muted" textStyle="sm" data-testid="household-full">
              {t('household.errors.tooManyMembers')}
            </Text>
          )}
          {formOpen && <MemberForm actorRef={actorRef} />}
          <ErrorBox message={failure} />
          <MemberList actorRef={actorRef} members={members} canManage={canManage} />
        </>
      )}
    </Stack>
  );
}
