import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import type { UserMessage } from '@machines/shared/api-failure';
import { PasswordField } from './auth-form';
import { messageText } from './user-message';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on /signup, "New password" where one is replaced. */
  label: string;
  password: string;
  confirmPassword: string;
  /** Each field's problem, already in words. */
  errors: { password?: string; confirmPassword?: string };
  /** The password rules the typed password breaks, in the server's words, shown under it as it is typed. */
  rules?: string[];
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
  const rules = props.rules?.length ? (
    <ul aria-live="polite" data-testid="password-rules">
      {props.rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  ) : undefined;
  const fields = [
    {
      key: 'password',
      label: props.label,
      value: props.password,
      onChange: props.onPasswordChange,
      hint: rules,
    },
    {
      key: 'confirmPassword',
      label: t('auth.confirmPassword'),
      value: props.confirmPassword,
      onChange: props.onConfirmChange,
      hint: undefined,
    },
  ] as const;
  return fields.map((field) => (
    <PasswordField
      key={field.key}
      label={field.label}
      name={names[field.key]}
      autoComplete="new-password"
      value={field.value}
      error={props.errors[field.key]}
      hint={field.hint}
      disabled={props.disabled}
      onChange={field.onChange}
    />
  ));
}

/** What a flow that sets a new password keeps: the two values and their problems (password reset, settings). */
interface NewPasswordContext {
  password: string;
  confirmPassword: string;
  fieldErrors: { password?: UserMessage; confirmPassword?: UserMessage };
}

type NewPasswordActor = AnyActorRef & { getSnapshot(): { context: NewPasswordContext } };

const selectPassword = (s: { context: NewPasswordContext }) => s.context.password;
const selectConfirmPassword = (s: { context: NewPasswordContext }) => s.context.confirmPassword;
const selectPasswordError = (s: { context: NewPasswordContext }) => s.context.fieldErrors.password;
const selectConfirmError = (s: { context: NewPasswordContext }) => s.context.fieldErrors.confirmPassword;

/** NewPasswordFields for a flow that replaces a password and holds them in its context (password reset, settings). */
export function FlowNewPasswordFields({
  actorRef,
  disabled,
  events,
  rules = [],
}: {
  actorRef: NewPasswordActor;
  disabled: boolean;
  /** the password rules broken as it is typed (the flow's selector: machines/shared/live-password-rules.ts) */
  rules?: UserMessage[];
  /** the flow's facade: both flows name these two events alike */
  events: { passwordChanged: (value: string) => void; confirmPasswordChanged: (value: string) => void };
}) {
  const { t } = useTranslation();
  const password = useSelector(actorRef, selectPassword);
  const confirmPassword = useSelector(actorRef, selectConfirmPassword);
  const passwordError = useSelector(actorRef, selectPasswordError);
  const confirmError = useSelector(actorRef, selectConfirmError);
  return (
    <NewPasswordFields
      label={t('passwordReset.newPassword')}
      password={password}
      confirmPassword={confirmPassword}
      errors={{
        password: passwordError && messageText(t, passwordError),
        confirmPassword: confirmError && messageText(t, confirmError),
      }}
      rules={rules.map((rule) => messageText(t, rule))}
      disabled={disabled}
      onPasswordChange={events.passwordChanged}
      onConfirmChange={events.confirmPasswordChanged}
    />
  );
}
