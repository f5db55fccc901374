import { type ReactNode, useState } from 'react';
import { Field, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { SignupMachine } from '@machines/signup/signup.machine';
import {
  selectCanCreateAccount,
  selectConfirmPassword,
  selectEmail,
  selectFailure,
  selectFieldErrors,
  selectIsSubmitting,
  selectPassword,
  selectTermsAccepted,
  selectTermsHint,
} from '@machines/signup/selectors';
import { AuthForm, AuthSwitchLink, EmailField, PasswordField } from '@/app/session/auth-form';
import { TermsConsent } from '@/components/terms-consent/terms-consent';
import { TermsDialog } from './terms-dialog';
import { useSignupEvents } from './use-signup';

const fieldErrorKey: Record<string, string> = {
  required: 'auth.validation.required',
  invalidEmail: 'auth.validation.invalidEmail',
  passwordsDoNotMatch: 'signup.passwordsDoNotMatch',
  acceptTermsRequired: 'signup.acceptTermsRequired',
};

interface SignupViewProps {
  actorRef: ActorRefFrom<SignupMachine>;
  /** The Google part (its own flow), told whether the form is loading (spec §2: loading disables every button). */
  google?: (disabled: boolean) => ReactNode;
}

/**
 * spec §2 /signup: e-mail, password and confirmation (each with show/hide), the terms checkbox with its read-more
 * dialog, create-account (disabled while loading or while the terms are unticked), Google, a link to /login.
 */
export function SignupView({ actorRef, google }: SignupViewProps) {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  const email = useSelector(actorRef, selectEmail);
  const password = useSelector(actorRef, selectPassword);
  const confirmPassword = useSelector(actorRef, selectConfirmPassword);
  const termsAccepted = useSelector(actorRef, selectTermsAccepted);
  const errors = useSelector(actorRef, selectFieldErrors);
  const submitting = useSelector(actorRef, selectIsSubmitting);
  const canCreate = useSelector(actorRef, selectCanCreateAccount);
  const failure = useSelector(actorRef, selectFailure);
  const termsHint = useSelector(actorRef, selectTermsHint);
  const signup = useSignupEvents(actorRef);
  const errorText = (problem: string | undefined) =>
    problem ? t(fieldErrorKey[problem] ?? problem) : undefined;

  return (
    <Stack gap="5">
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
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={errorText(errors.password)}
          disabled={submitting}
          onChange={signup.passwordChanged}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          error={errorText(errors.confirmPassword)}
          disabled={submitting}
          onChange={signup.confirmPasswordChanged}
        />
        <Field.Root invalid={termsHint} disabled={submitting}>
          <TermsConsent
            accepted={termsAccepted}
            disabled={submitting}
            label={t('signup.acceptTermsLabel')}
            name="termsAccepted"
            onChange={signup.termsChanged}
            aside={
              <ChakraLink
                asChild
                color="gold.fg"
                textStyle="sm"
                fontWeight="medium"
                _disabled={{ opacity: 0.5, cursor: 'not-allowed', textDecoration: 'none' }}
              >
                <button type="button" disabled={submitting} onClick={() => setTermsOpen(true)}>
                  {t('signup.readMore')}
                </button>
              </ChakraLink>
            }
          />
          {termsHint && <Field.ErrorText>{errorText('acceptTermsRequired')}</Field.ErrorText>}
        </Field.Root>
      </AuthForm>
      {google?.(submitting)}
      <AuthSwitchLink question={t('signup.haveAccount')} link={t('signup.loginLink')} to="/login" />
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onConfirm={() => {
          signup.termsChanged(true);
          setTermsOpen(false);
        }}
      />
    </Stack>
  );
}
