import { Button, Field, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
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
import { PasswordInput } from '@/app/session/password-input';
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
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.submit();
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.password)} required disabled={saving}>
          <Field.Label>{t('passwordReset.newPassword')}</Field.Label>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={password}
            disabled={saving}
            onChange={(e) => send.passwordChanged(e.target.value)}
          />
          {errors.password && <Field.ErrorText>{messageText(t, errors.password)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirmPassword)} required disabled={saving}>
          <Field.Label>{t('auth.confirmPassword')}</Field.Label>
          <PasswordInput
            name="confirm-password"
            autoComplete="new-password"
            value={confirmPassword}
            disabled={saving}
            onChange={(e) => send.confirmPasswordChanged(e.target.value)}
          />
          {errors.confirmPassword && (
            <Field.ErrorText>{messageText(t, errors.confirmPassword)}</Field.ErrorText>
          )}
        </Field.Root>
        <ErrorBox message={failure} />
        <Button
          type="submit"
          colorPalette="gold"
          size="lg"
          loading={saving}
          loadingText={t('passwordReset.saving')}
        >
          {t('passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
