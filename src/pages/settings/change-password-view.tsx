import { Box, Button, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordMachine } from '@machines/change-password/change-password.machine';
import {
  selectConfirmPassword,
  selectCurrent,
  selectFailure,
  selectFieldErrors,
  selectIsSaving,
  selectPassword,
} from '@machines/change-password/selectors';
import { ErrorBox } from '@/app/session/error-box';
import { PasswordField } from '@/app/session/auth-form';
import { messageText } from '@/app/session/user-message';
import { useChangePasswordEvents } from './use-account-events';

/** Change password: this device stays signed in, every other one is signed out by the server. */
export function ChangePasswordView({ actorRef }: { actorRef: ActorRefFrom<ChangePasswordMachine> }) {
  const { t } = useTranslation();
  const send = useChangePasswordEvents(actorRef);
  const current = useSelector(actorRef, selectCurrent);
  const password = useSelector(actorRef, selectPassword);
  const confirmPassword = useSelector(actorRef, selectConfirmPassword);
  const errors = useSelector(actorRef, selectFieldErrors);
  const saving = useSelector(actorRef, selectIsSaving);
  const failure = useSelector(actorRef, selectFailure);

  return (
    <form
      noValidate
      aria-label={t('settings.account.changePassword.title')}
      onSubmit={(e) => {
        e.preventDefault();
        send.submit();
      }}
    >
      <Stack gap="4" maxW="md">
        <PasswordField
          label={t('settings.account.changePassword.current')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={errors.current && messageText(t, errors.current)}
          disabled={saving}
          onChange={send.currentChanged}
        />
        <PasswordField
          label={t('passwordReset.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          error={errors.password && messageText(t, errors.password)}
          disabled={saving}
          onChange={send.passwordChanged}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword && messageText(t, errors.confirmPassword)}
          disabled={saving}
          onChange={send.confirmPasswordChanged}
        />
        <ErrorBox message={failure} />
        <Box>
          <Button type="submit" colorPalette="gold" loading={saving} loadingText={t('passwordReset.saving')}>
            {t('settings.account.changePassword.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
