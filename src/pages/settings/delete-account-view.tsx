import { Box, Button, CloseButton, Dialog, Field, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { DeleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import {
  selectConfirmWith,
  selectEmail,
  selectFailure,
  selectFieldError,
  selectHasLink,
  selectIsDeleting,
  selectIsOpen,
  selectIsSendingLink,
  selectLinkSent,
  selectSecret,
} from '@machines/delete-account/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { PasswordInput } from '@/components/auth/password-input';
import { messageText } from '@/components/auth/user-message';
import { useDeleteAccountEvents } from './use-account-events';
import { DialogContent } from '@/components/dialog-content/dialog-content';

const LOST = ['transactions', 'account', 'sessions'] as const;

/**
 * Delete my account: a danger zone with a dialog that says what is lost and asks for proof: the password, or for an
 * account without one the link it e-mails (opened, the page shows this dialog again, ready to delete).
 */
export function DeleteAccountView({ actorRef }: { actorRef: ActorRefFrom<DeleteAccountMachine> }) {
  const { t } = useTranslation();
  const send = useDeleteAccountEvents(actorRef);
  const open = useSelector(actorRef, selectIsOpen);
  const confirmWith = useSelector(actorRef, selectConfirmWith);
  const secret = useSelector(actorRef, selectSecret);
  const fieldError = useSelector(actorRef, selectFieldError);
  const deleting = useSelector(actorRef, selectIsDeleting);
  const failure = useSelector(actorRef, selectFailure);
  const email = useSelector(actorRef, selectEmail);
  const hasLink = useSelector(actorRef, selectHasLink);
  const sendingLink = useSelector(actorRef, selectIsSendingLink);
  const linkSent = useSelector(actorRef, selectLinkSent);
  const busy = deleting || sendingLink;
  // An account without a password first asks for the e-mailed link; opened from it, the dialog deletes.
  const asksForLink = confirmWith === 'link' && !hasLink;

  return (
    <Stack gap="3" p="4" borderWidth="1px" borderColor="border.error" borderRadius="lg">
      <Heading as="h3" size="md" color="fg.error">
        {t('settings.account.delete.title')}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {t('settings.account.delete.description')}
      </Text>
      <Box>
        <Button colorPalette="red" variant="outline" onClick={send.open}>
          {t('settings.account.delete.button')}
        </Button>
      </Box>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => !e.open && !busy && send.close()}
        placement="center"
        role="alertdialog"
      >
        <DialogContent maxW="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send.confirm();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('settings.account.delete.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('settings.account.delete.lostIntro')}</Text>
                <List.Root ps="5" gap="1" textStyle="sm">
                  {LOST.map((item) => (
                    <List.Item key={item}>{t(`settings.account.delete.lost.${item}`)}</List.Item>
                  ))}
                </List.Root>
                <Text textStyle="sm" color="fg.muted">
                  {t('settings.account.delete.exportFirst')}
                </Text>
                {confirmWith === 'password' ? (
                  <Field.Root invalid={Boolean(fieldError)} required disabled={deleting}>
                    <Field.Label>{t('settings.account.delete.passwordLabel')}</Field.Label>
                    <PasswordInput
                      name="current-password"
                      autoComplete="current-password"
                      value={secret}
                      disabled={deleting}
                      onChange={(e) => send.secretChanged(e.target.value)}
                    />
                    {fieldError && <Field.ErrorText>{messageText(t, fieldError)}</Field.ErrorText>}
                  </Field.Root>
                ) : (
                  <Stack gap="2" data-testid="delete-link">
                    <Text fontWeight="medium">
                      {linkSent
                        ? t('settings.account.delete.linkSent', { email })
                        : hasLink
                          ? t('settings.account.delete.linkOpened')
                          : t('settings.account.delete.linkIntro', { email })}
                    </Text>
                    {fieldError && (
                      <Text color="fg.error" role="alert">
                        {messageText(t, fieldError)}
                      </Text>
                    )}
                  </Stack>
                )}
                <ErrorBox message={failure} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={send.close} disabled={busy}>
                {t(linkSent ? 'common.close' : 'settings.account.delete.cancel')}
              </Button>
              {!linkSent && (
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={busy}
                  loadingText={t(
                    sendingLink ? 'settings.account.delete.sendingLink' : 'settings.account.delete.deleting',
                  )}
                >
                  {t(asksForLink ? 'settings.account.delete.sendLink' : 'settings.account.delete.confirm')}
                </Button>
              )}
            </Dialog.Footer>
          </form>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
          </Dialog.CloseTrigger>
        </DialogContent>
      </Dialog.Root>
    </Stack>
  );
}
