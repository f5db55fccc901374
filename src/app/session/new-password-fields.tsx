import { useTranslation } from 'react-i18next';
import { PasswordField } from './auth-form';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on /signup, "New password" where one is replaced. */
  label: string;
  password: string;
  confirmPassword: string;
  /** Each field's problem, already in words. */
  errors: { password?: string; confirmPassword?: string };
  disabled: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The inputs' names (the sign-up form keeps the ones the spec gives it). */
  names?: { password: string; confirmPassword: string };
}

/** A new password and its confirmation, each with show/hide: /signup, /password-reset and settings. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const names = props.names ?? { password: 'new-password', confirmPassword: 'confirm-password' };
  return (
    <>
      <PasswordField
        label={props.label}
        name={names.password}
        autoComplete="new-password"
        value={props.password}
        error={props.errors.password}
        disabled={props.disabled}
        onChange={props.onPasswordChange}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name={names.confirmPassword}
        autoComplete="new-password"
        value={props.confirmPassword}
        error={props.errors.confirmPassword}
        disabled={props.disabled}
        onChange={props.onConfirmChange}
      />
    </>
  );
}
