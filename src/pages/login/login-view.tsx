import type { ReactNode } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '@machines/login/login.machine';
import {
  selectActivationResent,
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsNotActive,
  selectIsResending,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
  selectRetryAt,
} from '@machines/login/selectors';
import { AuthForm, AuthSwitchLink, EmailField, PasswordField } from '@/components/auth/auth-form';
import styles from '@/components/auth/auth-layout.module.css';
import { useLanguage } from '@/app/preferences/use-preferences';
import { buttonClass, linkClass } from '@/components/public-ui/public-ui';
import forms from '@/components/public-ui/form.module.css';
import { formatCairoClock } from '@/i18n/cairo-time';
import { useLoginEvents } from './use-login';

interface LoginViewProps {
  actorRef: ActorRefFrom<LoginMachine>;
  /** The Google sign-in part (its own flow). */
  google?: ReactNode;
}

/** product §2 /login: e-mail and password, sign-in button, Google sign-in, link to /signup. */
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
        notice={
          <>
            <RetryNotice actorRef={actorRef} />
            <ActivationNotice actorRef={actorRef} />
          </>
        }
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

/** Product §10: after a throttled sign-in, when the server will take the next one (Cairo time, product §9). */
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

/**
 * The right password of an account waiting for its activation link: say so, and offer a fresh link; once sent,
 * say where it went.
 */
function ActivationNotice({ actorRef }: { actorRef: ActorRefFrom<LoginMachine> }) {
  const { t } = useTranslation();
  const notActive = useSelector(actorRef, selectIsNotActive);
  const resending = useSelector(actorRef, selectIsResending);
  const resent = useSelector(actorRef, selectActivationResent);
  const email = useSelector(actorRef, selectEmail);
  const login = useLoginEvents(actorRef);
  if (resent)
    return (
      <p className={styles.notice} role="status" data-testid="activation-resent">
        {t('login.activationResent', { email: email.trim() })}
      </p>
    );
  if (!notActive) return null;
  return (
    <div className={styles.stack} role="status" data-testid="not-active">
      <p className={styles.notice}>{t('login.notActive')}</p>
      <button
        type="button"
        className={`${buttonClass('outline')} ${forms.full}`}
        disabled={resending}
        aria-busy={resending || undefined}
        onClick={login.resendActivation}
      >
        {resending && <span className={forms.spinner} aria-hidden="true" />}
        {resending ? t('login.resending') : t('login.resendActivation')}
      </button>
    </div>
  );
}
