import { Badge, Button, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { HouseholdRole } from '@contract/household-values';
import type { Access } from '@contract/household-sharing';
import { invitedRoles, type InvitedRole } from '@contract/household-sharing-values';
import type { HouseholdSharingMachine } from '@machines/household-sharing/household-sharing.machine';
import {
  selectAccess,
  selectDraft,
  selectEmailError,
  selectFailure,
  selectInvitations,
  selectIsBusy,
  selectIsInviting,
  selectIsLoading,
  selectIsReady,
  selectLoadingFailed,
  selectConfirmingRevoke,
  selectMayShare,
  selectPending,
} from '@machines/household-sharing/selectors';
import { ConfirmButtons } from '@/components/confirm-buttons/confirm-buttons';
import { ErrorBox } from '@/components/auth/error-box';
import { messageText } from '@/components/auth/user-message';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { SectionCard } from '@/components/section-card/section-card';
import { useSharingEvents } from './use-sharing-events';
import { Select } from '@/components/select/select';

export type SharingActor = ActorRefFrom<HouseholdSharingMachine>;

/** The household's people with access, its pending invitations and a new invitation (product §13, its owner only). */
export function SharingCard({ actorRef }: { actorRef: SharingActor }) {
  const { t } = useTranslation();
  const events = useSharingEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectLoadingFailed);
  const ready = useSelector(actorRef, selectIsReady);
  const access = useSelector(actorRef, selectAccess);
  const invitations = useSelector(actorRef, selectInvitations);
  const failure = useSelector(actorRef, selectFailure);
  const busy = useSelector(actorRef, selectIsBusy);
  const pending = useSelector(actorRef, selectPending);
  const confirming = useSelector(actorRef, selectConfirmingRevoke);
  const mayShare = useSelector(actorRef, selectMayShare);
  // A row's button spins only while the call about its own row is out (the others are disabled meanwhile). None
  // where the machine refuses to share (anyone's but the owner's).
  const rowAction = (label: string, act: (uuid: string) => void, uuid: string) =>
    mayShare ? { label, busy: busy && pending === uuid, onClick: () => act(uuid) } : null;

  return (
    <SectionCard title={t('household.sharing.title')} subtitle={t('household.sharing.subtitle')}>
      {loading && <Spinner size="sm" color="gold.solid" aria-label={t('household.loading')} />}
      {failed && (
        <LoadFailedAlert
          message={t('household.sharing.loadError')}
          retryLabel={t('household.retry')}
          canRetry
          onRetry={events.retry}
          testId="sharing-error"
        />
      )}
      {ready && (
        <>
          {mayShare && <InviteForm actorRef={actorRef} />}
          <ErrorBox message={failure} />
          <PersonList
            label={t('household.sharing.people')}
            testId="access-row"
            people={access}
            action={(a) =>
              a.role === 'owner' ? null : rowAction(t('household.sharing.revoke'), events.revoke, a.uuid)
            }
            confirm={(a) =>
              a.uuid === confirming
                ? {
                    question: t('household.sharing.revokeConfirm', { email: a.email }),
                    label: t('household.sharing.revoke'),
                    onConfirm: events.confirmRevoke,
                    onCancel: events.keepAccess,
                  }
                : null
            }
            disabled={busy}
          />
          {invitations.length > 0 && (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('household.sharing.pending')}
              </Heading>
              <PersonList
                testId="invitation-row"
                people={invitations}
                action={(i) => rowAction(t('household.sharing.cancel'), events.cancelInvitation, i.uuid)}
                disabled={busy}
              />
            </Stack>
          )}
        </>
      )}
    </SectionCard>
  );
}

interface RowAction {
  label: string;
  busy: boolean;
  onClick: () => void;
}

/** The question asked in a row before its action is taken, with its two answers. */
interface RowConfirm {
  question: string;
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The people with access, or the pending invitations: each one's row with what the owner can do about it. */
function PersonList<P extends Access>(props: {
  label?: string;
  testId: string;
  people: P[];
  action: (person: P) => RowAction | null;
  confirm?: (person: P) => RowConfirm | null;
  disabled: boolean;
}) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={props.label}>
      {props.people.map((person) => (
        <PersonRow
          key={person.uuid}
          testId={props.testId}
          email={person.email}
          role={person.role}
          action={props.action(person)}
          confirm={props.confirm?.(person) ?? null}
          disabled={props.disabled}
        />
      ))}
    </Stack>
  );
}

/** One person in the lists: their address, their role, and what the owner can do about it. */
function PersonRow(props: {
  testId: string;
  email: string;
  role: HouseholdRole;
  action: RowAction | null;
  confirm: RowConfirm | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { confirm } = props;
  return (
    <Flex
      as="li"
      data-testid={props.testId}
      gap="3"
      py="2"
      align="center"
      wrap="wrap"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      {/* A long address wraps, at any character, rather than lose its end: a tap cannot show a tooltip. */}
      <Text flex="1" minW="0" wordBreak="break-all" dir="ltr" textAlign="start">
        {props.email}
      </Text>
      <Badge colorPalette={props.role === 'owner' ? 'gold' : 'gray'}>
        {t(`household.sharing.role.${props.role}`)}
      </Badge>
      {confirm && (
        <Flex basis="full" gap="2" align="center" wrap="wrap" justify="flex-end" data-testid="revoke-confirm">
          <Text flex="1" minW="40" fontSize="sm">
            {confirm.question}
          </Text>
          <ConfirmButtons
            confirmLabel={confirm.label}
            onConfirm={confirm.onConfirm}
            onCancel={confirm.onCancel}
            busy={false}
          />
        </Flex>
      )}
      {props.action && !confirm && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={props.disabled}
          loading={props.action.busy}
          onClick={props.action.onClick}
        >
          {props.action.label}
        </Button>
      )}
    </Flex>
  );
}

function InviteForm({ actorRef }: { actorRef: SharingActor }) {
  const { t } = useTranslation();
  const draft = useSelector(actorRef, selectDraft);
  const emailError = useSelector(actorRef, selectEmailError);
  const inviting = useSelector(actorRef, selectIsInviting);
  const busy = useSelector(actorRef, selectIsBusy);
  const events = useSharingEvents(actorRef);
  return (
    <form
      noValidate
      aria-label={t('household.sharing.invite')}
      onSubmit={(e) => {
        e.preventDefault();
        events.invite();
      }}
    >
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={emailError !== null} disabled={busy} flex="2" minW="56">
          <Field.Label>{t('household.sharing.email')}</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(e) => events.emailChanged(e.currentTarget.value)}
          />
          {emailError && (
            <Field.ErrorText data-testid="email-error">{messageText(t, emailError)}</Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root disabled={busy} flex="1" minW="36">
          <Field.Label>{t('household.sharing.roleLabel')}</Field.Label>
          <Select name="role" value={draft.role} onChange={(v) => events.roleChanged(v as InvitedRole)}>
            {invitedRoles.map((r) => (
              <option key={r} value={r}>
                {t(`household.sharing.role.${r}`)}
              </option>
            ))}
          </Select>
        </Field.Root>
        <Button type="submit" colorPalette="gold" loading={inviting} disabled={busy && !inviting}>
          {t('household.sharing.invite')}
        </Button>
      </Flex>
    </form>
  );
}
