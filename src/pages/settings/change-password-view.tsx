import { Box, Button, Field, Stack } from '@chakra-ui/react';
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
import type { UserMessage } from '@machines/shared/api-failure';
import { ErrorBox } from '@/app/session/error-box';
import { PasswordInput } from '@/app/session/password-input';
import { messageText } from '@/app/session/user-message';
import { useChangePasswordEvents } from './use-account-events';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: string;
  value: string;
  error: UserMessage | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

function PasswordField({ label, name, autoComplete, value, error, disabled, onChange }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{messageText(t, error)}</Field.ErrorText>}
    </Field.Root>
  );
}

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
          error={errors.current}
          disabled={saving}
          onChange={send.currentChanged}
        />
        <PasswordField
          label={t('passwordReset.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          disabled={saving}
          onChange={send.passwordChanged}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
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
