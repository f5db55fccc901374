import type { ReactNode } from 'react';
import { Link as ChakraLink, Stack } from '@chakra-ui/react';
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
import { AuthForm, AuthSwitchLink, EmailField, PasswordField } from '@/app/session/auth-form';
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
      <AuthForm
        onSubmit={login.submit}
        failure={failure}
        submitLabel={t('login.submit')}
        submittingLabel={t('login.submitting')}
        submitting={submitting}
      >
        <EmailField
          value={email}
          error={emailError && t(`auth.validation.${emailError}`)}
          disabled={submitting}
          onChange={login.emailChanged}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={passwordError && t(`auth.validation.${passwordError}`)}
          disabled={submitting}
          onChange={login.passwordChanged}
        />
        <ChakraLink asChild color="gold.fg" textStyle="sm" alignSelf="flex-end">
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        </ChakraLink>
      </AuthForm>
      {google}
      <AuthSwitchLink question={t('login.noAccount')} link={t('login.signupLink')} to="/signup" />
    </Stack>
  );
}
