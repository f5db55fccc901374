import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { PasswordResetMachine } from '@machines/password-reset/password-reset.machine';
import {
  selectConfirmPassword,
  selectFailure,
  selectFieldErrors,
  selectIsLinkInvalid,
  selectIsSaving,
  selectPassword,
} from '@machines/password-reset/selectors';
import { ErrorBox } from '@/app/session/error-box';
import { AuthForm, PasswordField } from '@/app/session/auth-form';
import { messageText } from '@/app/session/user-message';
import { usePasswordResetEvents } from './use-password-reset';

/** /password-reset/{uid}/{token}: the new password twice, or why the link cannot be used. */
export function PasswordResetView({ actorRef }: { actorRef: ActorRefFrom<PasswordResetMachine> }) {
  const { t } = useTranslation();
  const send = usePasswordResetEvents(actorRef);
  const password = useSelector(actorRef, selectPassword);
  const confirmPassword = useSelector(actorRef, selectConfirmPassword);
  const errors = useSelector(actorRef, selectFieldErrors);
  const saving = useSelector(actorRef, selectIsSaving);
  const linkInvalid = useSelector(actorRef, selectIsLinkInvalid);
  const failure = useSelector(actorRef, selectFailure);

  if (linkInvalid)
    return (
      <Stack gap="5">
        <ErrorBox message={{ key: 'passwordReset.invalidLink' }} />
        <Text color="fg.muted" textStyle="sm">
          {t('passwordReset.invalidLinkHint')}
        </Text>
        <Button asChild colorPalette="gold" size="lg">
          <Link to="/forgot-password">{t('passwordReset.askAgain')}</Link>
        </Button>
        <ChakraLink asChild color="fg.muted" textStyle="sm" alignSelf="center">
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </ChakraLink>
      </Stack>
    );

  return (
    <AuthForm
      onSubmit={send.submit}
      failure={failure}
      submitLabel={t('passwordReset.submit')}
      submittingLabel={t('passwordReset.saving')}
      submitting={saving}
    >
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
    </AuthForm>
  );
}
