import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordMachine } from '@machines/change-password/change-password.machine';
import {
  selectCurrent,
  selectFailure,
  selectFieldErrors,
  selectIsSaving,
  selectPasswordRules,
} from '@machines/change-password/selectors';
import { AuthForm, PasswordField } from '@/components/auth/auth-form';
import styles from '@/components/auth/auth-layout.module.css';
import { sameProblems } from '@machines/shared/live-password-rules';
import { FlowNewPasswordFields } from '@/components/auth/new-password-fields';
import { messageText } from '@/components/auth/user-message';
import { useChangePasswordEvents } from './use-account-events';

/** Change password: this device stays signed in, every other one is signed out by the server. */
export function ChangePasswordView({ actorRef }: { actorRef: ActorRefFrom<ChangePasswordMachine> }) {
  const { t } = useTranslation();
  const send = useChangePasswordEvents(actorRef);
  const rules = useSelector(actorRef, selectPasswordRules, sameProblems);
  const current = useSelector(actorRef, selectCurrent);
  const errors = useSelector(actorRef, selectFieldErrors);
  const saving = useSelector(actorRef, selectIsSaving);
  const failure = useSelector(actorRef, selectFailure);

  return (
    <div className={styles.narrow}>
      <AuthForm
        label={t('settings.account.changePassword.title')}
        onSubmit={send.submit}
        failure={failure}
        submitLabel={t('settings.account.changePassword.submit')}
        submittingLabel={t('passwordReset.saving')}
        submitting={saving}
      >
        <PasswordField
          label={t('settings.account.changePassword.current')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={errors.current && messageText(t, errors.current)}
          disabled={saving}
          onChange={send.currentChanged}
        />
        <FlowNewPasswordFields actorRef={actorRef} disabled={saving} events={send} rules={rules} />
      </AuthForm>
    </div>
  );
}
