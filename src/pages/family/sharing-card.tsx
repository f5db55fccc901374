import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
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
  selectPending,
} from '@machines/household-sharing/selectors';
import { ErrorBox } from '@/app/session/error-box';
import { messageText } from '@/app/session/user-message';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';

export type SharingActor = ActorRefFrom<HouseholdSharingMachine>;

/** The household's people with access, its pending invitations and a new invitation (issue 17, its owner only). */
export function SharingCard({ actorRef }: { actorRef: SharingActor }) {
  const { t } = useTranslation();
  const send = actorRef.send;
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectLoadingFailed);
  const ready = useSelector(actorRef, selectIsReady);
  const access = useSelector(actorRef, selectAccess);
  const invitations = useSelector(actorRef, selectInvitations);
  const failure = useSelector(actorRef, selectFailure);
  const busy = useSelector(actorRef, selectIsBusy);
  const pending = useSelector(actorRef, selectPending);

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {t('household.sharing.title')}
          </Heading>
          <Text color="fg.muted">{t('household.sharing.subtitle')}</Text>
        </Stack>
        {loading && <Spinner size="sm" color="gold.solid" aria-label={t('household.loading')} />}
        {failed && (
          <LoadFailedAlert
            message={t('household.sharing.loadError')}
            retryLabel={t('household.retry')}
            canRetry
            onRetry={() => send({ type: 'sharing.retry' })}
            testId="sharing-error"
          />
        )}
        {ready && (
          <>
            <InviteForm actorRef={actorRef} />
            <ErrorBox message={failure} />
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t('household.sharing.people')}>
              {access.map((a) => (
                <Flex
                  as="li"
                  key={a.uuid}
                  data-testid="access-row"
                  gap="3"
                  py="2"
                  align="center"
                  wrap="wrap"
                  borderTopWidth="1px"
                  borderColor="border.muted"
                >
                  <Text flex="1" minW="0" truncate dir="ltr" textAlign="start">
                    {a.email}
                  </Text>
                  <Badge colorPalette={a.role === 'owner' ? 'gold' : 'gray'}>
                    {t(`household.sharing.role.${a.role}`)}
                  </Badge>
                  {a.role !== 'owner' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      disabled={busy}
                      loading={busy && pending === a.uuid}
                      onClick={() => send({ type: 'sharing.revoke', uuid: a.uuid })}
                    >
                      {t('household.sharing.revoke')}
                    </Button>
                  )}
                </Flex>
              ))}
            </Stack>
            {invitations.length > 0 && (
              <Stack gap="2">
                <Heading as="h3" size="sm">
                  {t('household.sharing.pending')}
                </Heading>
                <Stack as="ul" gap="0" listStyleType="none">
                  {invitations.map((i) => (
                    <Flex
                      as="li"
                      key={i.uuid}
                      data-testid="invitation-row"
                      gap="3"
                      py="2"
                      align="center"
                      wrap="wrap"
                      borderTopWidth="1px"
                      borderColor="border.muted"
                    >
                      <Text flex="1" minW="0" truncate dir="ltr" textAlign="start">
                        {i.email}
                      </Text>
                      <Badge>{t(`household.sharing.role.${i.role}`)}</Badge>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        loading={busy && pending === i.uuid}
                        onClick={() => send({ type: 'sharing.cancelInvitation', uuid: i.uuid })}
                      >
                        {t('household.sharing.cancel')}
                      </Button>
                    </Flex>
                  ))}
                </Stack>
              </Stack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function InviteForm({ actorRef }: { actorRef: SharingActor }) {
  const { t } = useTranslation();
  const draft = useSelector(actorRef, selectDraft);
  const emailError = useSelector(actorRef, selectEmailError);
  const inviting = useSelector(actorRef, selectIsInviting);
  const busy = useSelector(actorRef, selectIsBusy);
  return (
    <form
      noValidate
      aria-label={t('household.sharing.invite')}
      onSubmit={(e) => {
        e.preventDefault();
        actorRef.send({ type: 'sharing.invite' });
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
            onChange={(e) => actorRef.send({ type: 'sharing.emailChanged', value: e.currentTarget.value })}
          />
          {emailError && (
            <Field.ErrorText data-testid="email-error">{messageText(t, emailError)}</Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root disabled={busy} flex="1" minW="36">
          <Field.Label>{t('household.sharing.roleLabel')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="role"
              value={draft.role}
              onChange={(e) =>
                actorRef.send({ type: 'sharing.roleChanged', value: e.currentTarget.value as InvitedRole })
              }
            >
              {invitedRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`household.sharing.role.${r}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="gold" loading={inviting} disabled={busy && !inviting}>
          {t('household.sharing.invite')}
        </Button>
      </Flex>
    </form>
  );
}
