import type { ComponentProps, ReactNode } from 'react';
import { Button, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from './error-box';
import { PasswordInput } from './password-input';

interface AuthFormProps {
  onSubmit: () => void;
  /** the flow's red-box message (spec §8) */
  failure: ComponentProps<typeof ErrorBox>['message'];
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** the flow's answer to "may this be sent now?"; without it the button is enabled */
  canSubmit?: boolean;
  gap?: '4' | '5';
  /** the fields, above the red box */
  children: ReactNode;
  /** below the submit button, inside the form (a link back to /login) */
  footer?: ReactNode;
}

/**
 * The form of the auth screens (/login, /signup, /forgot-password, /password-reset): the fields, the red box, one
 * large gold submit button with its loading text. The browser's own validation is off: the flow validates.
 */
export function AuthForm(props: AuthFormProps) {
  const { onSubmit, failure, submitLabel, submittingLabel, submitting, canSubmit = true, gap = '4' } = props;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>
        {props.children}
        <ErrorBox message={failure} />
        <Button
          type="submit"
          colorPalette="gold"
          size="lg"
          disabled={!canSubmit}
          loading={submitting}
          loadingText={submittingLabel}
        >
          {submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}

interface FieldProps {
  value: string;
  /** the field's error, already in words */
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The e-mail field of the auth forms: written left to right in both languages. */
export function EmailField({ value, error, disabled, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Field.Label>{t('auth.email')}</Field.Label>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        placeholder={t('auth.emailPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface PasswordFieldProps extends FieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field of the auth forms, with its show/hide toggle (spec §2). */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  error,
  disabled,
  onChange,
}: PasswordFieldProps) {
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
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** "No account yet? Sign up" under the login form, and its mirror under the sign-up form. */
export function AuthSwitchLink({ question, link, to }: { question: string; link: string; to: string }) {
  return (
    <Text textAlign="center" textStyle="sm" color="fg.muted">
      {question}{' '}
      <ChakraLink asChild color="gold.fg" fontWeight="semibold">
        <Link to={to}>{link}</Link>
      </ChakraLink>
    </Text>
  );
}
