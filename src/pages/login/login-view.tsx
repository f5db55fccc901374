import type { ReactNode } from 'react';
import { Button, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '@machines/login/login.machine';
import {
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
} from '@machines/login/selectors';
import { ErrorBox } from '@/app/session/error-box';
import { PasswordInput } from '@/app/session/password-input';
import { useLoginEvents } from './use-login';

interface LoginViewProps {
  actorRef: ActorRefFrom<LoginMachine>;
  /** The Google sign-in part (its own flow). */
  google?: ReactNode;
}

/** spec §2 /login: e-mail and password, sign-in button, Google sign-in, link to /signup. */
export function LoginView({ actorRef, google }: LoginViewProps) {
  const { t } = useTranslation();
  const email = useSelector(actorRef, selectEmail);
  const password = useSelector(actorRef, selectPassword);
  const emailError = useSelector(actorRef, selectEmailError);
  const passwordError = useSelector(actorRef, selectPasswordError);
  const submitting = useSelector(actorRef, selectIsSubmitting);
  const failure = useSelector(actorRef, selectFailure);
  const login = useLoginEvents(actorRef);

  return (
    <Stack gap="5">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          login.submit();
        }}
      >
        <Stack gap="4">
          <Field.Root invalid={Boolean(emailError)} required disabled={submitting}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(e) => login.emailChanged(e.target.value)}
            />
            {emailError && <Field.ErrorText>{t(`auth.validation.${emailError}`)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(passwordError)} required disabled={submitting}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              disabled={submitting}
              onChange={(e) => login.passwordChanged(e.target.value)}
            />
            {passwordError && <Field.ErrorText>{t(`auth.validation.${passwordError}`)}</Field.ErrorText>}
          </Field.Root>
          <ChakraLink asChild color="gold.fg" textStyle="sm" alignSelf="flex-end">
            <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
          </ChakraLink>
          <ErrorBox message={failure} />
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            loading={submitting}
            loadingText={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {google}
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        {t('login.noAccount')}{' '}
        <ChakraLink asChild color="gold.fg" fontWeight="semibold">
          <Link to="/signup">{t('login.signupLink')}</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
