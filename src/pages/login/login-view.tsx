import type { ReactNode } from 'react';
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
  selectRetryAt,
} from '@machines/login/selectors';
import { AuthForm, AuthSwitchLink, EmailField, PasswordField } from '@/app/session/auth-form';
import styles from '@/app/session/auth-layout.module.css';
import { useLanguage } from '@/app/preferences/use-preferences';
import { linkClass } from '@/components/public-ui/public-ui';
import { formatCairoClock } from '@/i18n/cairo-time';
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
    <div className={styles.loose}>
      <AuthForm
        onSubmit={login.submit}
        failure={failure}
        notice={<RetryNotice actorRef={actorRef} />}
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
        <Link to="/forgot-password" className={`${linkClass} ${styles.end}`}>
          {t('login.forgotPassword')}
        </Link>
      </AuthForm>
      {google}
      <AuthSwitchLink question={t('login.noAccount')} link={t('login.signupLink')} to="/signup" />
    </div>
  );
}

/** Issue 15: after a throttled sign-in, when the server will take the next one (Cairo time, spec §9). */
function RetryNotice({ actorRef }: { actorRef: ActorRefFrom<LoginMachine> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const retryAt = useSelector(actorRef, selectRetryAt);
  if (retryAt === null) return null;
  return (
    <p className={styles.notice} role="status" data-testid="retry-at">
      {t('login.tryAgainAt', { time: formatCairoClock(retryAt, language) })}
    </p>
  );
}
