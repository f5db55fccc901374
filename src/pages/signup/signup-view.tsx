import { type ReactNode, useState } from 'react';
import { Button, Checkbox, Field, Flex, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { ErrorBox } from '@/app/session/error-box';
import { PasswordInput } from '@/app/session/password-input';
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
    problem ? <Field.ErrorText>{t(fieldErrorKey[problem] ?? problem)}</Field.ErrorText> : null;

  return (
    <Stack gap="5">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          signup.submit();
        }}
      >
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.email)} required disabled={submitting}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(e) => signup.emailChanged(e.target.value)}
            />
            {errorText(errors.email)}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)} required disabled={submitting}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={password}
              disabled={submitting}
              onChange={(e) => signup.passwordChanged(e.target.value)}
            />
            {errorText(errors.password)}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)} required disabled={submitting}>
            <Field.Label>{t('auth.confirmPassword')}</Field.Label>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              disabled={submitting}
              onChange={(e) => signup.confirmPasswordChanged(e.target.value)}
            />
            {errorText(errors.confirmPassword)}
          </Field.Root>
          <Field.Root invalid={termsHint} disabled={submitting}>
            <Flex align="center" gap="2" wrap="wrap">
              <Checkbox.Root
                checked={termsAccepted}
                disabled={submitting}
                colorPalette="gold"
                onCheckedChange={(e) => signup.termsChanged(e.checked === true)}
              >
                <Checkbox.HiddenInput name="termsAccepted" />
                <Checkbox.Control />
                <Checkbox.Label>{t('signup.acceptTermsLabel')}</Checkbox.Label>
              </Checkbox.Root>
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
            </Flex>
            {termsHint && errorText('acceptTermsRequired')}
          </Field.Root>
          <ErrorBox message={failure} />
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            disabled={!canCreate}
            loading={submitting}
            loadingText={t('signup.submitting')}
          >
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      {google?.(submitting)}
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        {t('signup.haveAccount')}{' '}
        <ChakraLink asChild color="gold.fg" fontWeight="semibold">
          <Link to="/login">{t('signup.loginLink')}</Link>
        </ChakraLink>
      </Text>
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
