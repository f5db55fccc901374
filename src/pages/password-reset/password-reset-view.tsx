import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { PasswordResetMachine } from '@machines/password-reset/password-reset.machine';
import {
  selectFailure,
  selectIsLinkInvalid,
  selectIsSaving,
  selectPasswordRules,
} from '@machines/password-reset/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { AuthForm } from '@/components/auth/auth-form';
import { BackToLoginLink } from '@/components/auth/back-to-login-link';
import styles from '@/components/auth/auth-layout.module.css';
import { sameProblems } from '@machines/shared/live-password-rules';
import { FlowNewPasswordFields } from '@/components/auth/new-password-fields';
import { buttonClass } from '@/components/public-ui/public-ui';
import { usePasswordResetEvents } from './use-password-reset';

/** /password-reset/{uid}/{token}: the new password twice, or why the link cannot be used. */
export function PasswordResetView({ actorRef }: { actorRef: ActorRefFrom<PasswordResetMachine> }) {
  const { t } = useTranslation();
  const send = usePasswordResetEvents(actorRef);
  const rules = useSelector(actorRef, selectPasswordRules, sameProblems);
  const saving = useSelector(actorRef, selectIsSaving);
  const linkInvalid = useSelector(actorRef, selectIsLinkInvalid);
  const failure = useSelector(actorRef, selectFailure);

  if (linkInvalid)
    return (
      <div className={styles.loose}>
        <ErrorBox message={{ key: 'passwordReset.invalidLink' }} />
        <p className={styles.muted}>{t('passwordReset.invalidLinkHint')}</p>
        <Link to="/forgot-password" className={buttonClass('solid', { size: 'lg' })}>
          {t('passwordReset.askAgain')}
        </Link>
        <BackToLoginLink />
      </div>
    );

  return (
    <AuthForm
      onSubmit={send.submit}
      failure={failure}
      submitLabel={t('passwordReset.submit')}
      submittingLabel={t('passwordReset.saving')}
      submitting={saving}
    >
      <FlowNewPasswordFields actorRef={actorRef} disabled={saving} events={send} rules={rules} />
    </AuthForm>
  );
}
