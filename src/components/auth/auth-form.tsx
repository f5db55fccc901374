import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/public-ui/field';
import { PasswordField as PublicPasswordField } from '@/components/public-ui/password-field';
import { linkClass } from '@/components/public-ui/public-ui';
import { SubmitButton } from '@/components/public-ui/submit-button';
import { ErrorBox } from './error-box';
import styles from './auth-layout.module.css';

interface AuthFormProps {
  onSubmit: () => void;
  /** the flow's red-box message (product §8) */
  failure: ComponentProps<typeof ErrorBox>['message'];
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** the flow's answer to "may this be sent now?"; without it the button is enabled */
  canSubmit?: boolean;
  /** the fields, above the red box */
  children: ReactNode;
  /** under the red box, above the button (when to try again) */
  notice?: ReactNode;
  /** below the submit button, inside the form (a link back to /login) */
  footer?: ReactNode;
  /** the form's name, for a form among others on its page */
  label?: string;
}

/**
 * The form of the auth screens (/login, /signup, /forgot-password, /password-reset and the password in settings):
 * the fields, the red box, one gold submit button with its loading text. Drawn without Chakra, so the public screens
 * render before it loads. The browser's own validation is off: the flow validates.
 */
export function AuthForm(props: AuthFormProps) {
  const { onSubmit, failure, submitLabel, submittingLabel, submitting, canSubmit = true } = props;
  return (
    <form
      noValidate
      aria-label={props.label}
      className={styles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {props.children}
      <ErrorBox message={failure} />
      {props.notice}
      <SubmitButton
        label={submitLabel}
        loadingLabel={submittingLabel}
        loading={submitting}
        disabled={!canSubmit}
      />
      {props.footer}
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
    <TextField
      id="auth-email"
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      placeholder={t('auth.emailPlaceholder')}
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

interface PasswordFieldProps extends FieldProps {
  label: string;
  /** under the field while it has no error (the password rules not met yet) */
  hint?: ReactNode;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field of the auth forms, with its show/hide toggle (product §2); its id follows its name. */
export function PasswordField(props: PasswordFieldProps) {
  return <PublicPasswordField id={`auth-${props.name}`} {...props} />;
}

/** "No account yet? Sign up" under the login form, and its mirror under the sign-up form. */
export function AuthSwitchLink({ question, link, to }: { question: string; link: string; to: string }) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <Link to={to} className={linkClass}>
        {link}
      </Link>
    </p>
  );
}
