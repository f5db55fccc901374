import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { sameProblems } from '@machines/shared/live-password-rules';
import type { SignupMachine } from '@machines/signup/signup.machine';
import {
  selectCanCreateAccount,
  selectConfirmPassword,
  selectEmail,
  selectFailure,
  selectFieldErrors,
  selectIsSubmitting,
  selectPassword,
  selectPasswordRules,
  selectTermsAccepted,
  selectTermsHint,
} from '@machines/signup/selectors';
import { AuthForm, AuthSwitchLink, EmailField } from '@/components/auth/auth-form';
import styles from '@/components/auth/auth-layout.module.css';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { linkClass } from '@/components/public-ui/public-ui';
import fieldStyles from '@/components/public-ui/form.module.css';
import { TermsConsent } from '@/components/terms-consent/terms-consent';
import { useSignupEvents } from './use-signup';

// The dialog brings Chakra with it: loaded when first opened, so the form paints without it (architecture §7).
const TermsDialog = lazy(() => import('./terms-dialog'));

const fieldErrorKey: Record<string, string> = {
  required: 'auth.validation.required',
  invalidEmail: 'auth.validation.invalidEmail',
  passwordsDoNotMatch: 'signup.passwordsDoNotMatch',
  acceptTermsRequired: 'signup.acceptTermsRequired',
};

interface SignupViewProps {
  actorRef: ActorRefFrom<SignupMachine>;
  /** The Google part (its own flow), told whether the form is loading (product §2: loading disables every button). */
  google?: (disabled: boolean) => ReactNode;
}

/**
 * product §2 /signup: e-mail, password and confirmation (each with show/hide), the terms checkbox with its read-more
 * dialog, create-account (disabled while loading or while the terms are unticked), Google, a link to /login.
 */
export function SignupView({ actorRef, google }: SignupViewProps) {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState<boolean | null>(null);
  const email = useSelector(actorRef, selectEmail);
  const password = useSelector(actorRef, selectPassword);
  const confirmPassword = useSelector(actorRef, selectConfirmPassword);
  const termsAccepted = useSelector(actorRef, selectTermsAccepted);
  const errors = useSelector(actorRef, selectFieldErrors);
  const submitting = useSelector(actorRef, selectIsSubmitting);
  const canCreate = useSelector(actorRef, selectCanCreateAccount);
  const failure = useSelector(actorRef, selectFailure);
  const termsHint = useSelector(actorRef, selectTermsHint);
  const rules = useSelector(actorRef, selectPasswordRules, sameProblems);
  const signup = useSignupEvents(actorRef);
  const errorText = (problem: string | undefined) =>
    problem ? t(fieldErrorKey[problem] ?? problem) : undefined;

  return (
    <div className={styles.loose}>
      <AuthForm
        onSubmit={signup.submit}
        failure={failure}
        submitLabel={t('signup.submit')}
        submittingLabel={t('signup.submitting')}
        submitting={submitting}
        canSubmit={canCreate}
      >
        <EmailField
          value={email}
          error={errorText(errors.email)}
          disabled={submitting}
          onChange={signup.emailChanged}
        />
        <NewPasswordFields
          label={t('auth.password')}
          names={{ password: 'password', confirmPassword: 'confirmPassword' }}
          password={password}
          confirmPassword={confirmPassword}
          errors={{
            password: errorText(errors.password),
            confirmPassword: errorText(errors.confirmPassword),
          }}
          rules={rules.map((rule) => t(rule.key))}
          disabled={submitting}
          onPasswordChange={signup.passwordChanged}
          onConfirmChange={signup.confirmPasswordChanged}
        />
        <div className={fieldStyles.field}>
          <TermsConsent
            accepted={termsAccepted}
            disabled={submitting}
            label={t('signup.acceptTermsLabel')}
            name="termsAccepted"
            invalid={termsHint}
            describedBy={termsHint ? 'terms-error' : undefined}
            onChange={signup.termsChanged}
            aside={
              <button
                type="button"
                className={linkClass}
                disabled={submitting}
                onClick={() => setTermsOpen(true)}
              >
                {t('signup.readMore')}
              </button>
            }
          />
          {termsHint && (
            <div id="terms-error" className={fieldStyles.error}>
              {errorText('acceptTermsRequired')}
            </div>
          )}
        </div>
      </AuthForm>
      {google?.(submitting)}
      <AuthSwitchLink question={t('signup.haveAccount')} link={t('signup.loginLink')} to="/login" />
      {termsOpen !== null && (
        <Suspense fallback={null}>
          <TermsDialog
            open={termsOpen}
            onClose={() => setTermsOpen(false)}
            onConfirm={() => {
              signup.termsChanged(true);
              setTermsOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
