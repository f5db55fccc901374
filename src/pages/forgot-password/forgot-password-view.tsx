import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ForgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine';
import {
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsSending,
  selectIsSent,
} from '@machines/forgot-password/selectors';
import { AuthForm, EmailField } from '@/components/auth/auth-form';
import { BackToLoginLink } from '@/components/auth/back-to-login-link';
import styles from '@/components/auth/auth-layout.module.css';
import { messageText } from '@/components/auth/user-message';
import { buttonClass } from '@/components/public-ui/public-ui';
import { useForgotPasswordEvents } from './use-forgot-password';

/** /forgot-password: the address, then the same neutral message whatever it was. */
export function ForgotPasswordView({ actorRef }: { actorRef: ActorRefFrom<ForgotPasswordMachine> }) {
  const { t } = useTranslation();
  const send = useForgotPasswordEvents(actorRef);
  const email = useSelector(actorRef, selectEmail);
  const emailError = useSelector(actorRef, selectEmailError);
  const sending = useSelector(actorRef, selectIsSending);
  const sent = useSelector(actorRef, selectIsSent);
  const failure = useSelector(actorRef, selectFailure);

  if (sent)
    return (
      <div className={styles.loose}>
        <div role="status" data-testid="reset-sent" className={styles.success}>
          <p>{t('forgotPassword.sentTitle')}</p>
          <p>{t('forgotPassword.sent')}</p>
        </div>
        <button type="button" className={buttonClass('outline')} onClick={send.again}>
          {t('forgotPassword.again')}
        </button>
        <BackToLoginLink />
      </div>
    );

  return (
    <AuthForm
      onSubmit={send.submit}
      failure={failure}
      submitLabel={t('forgotPassword.submit')}
      submittingLabel={t('forgotPassword.sending')}
      submitting={sending}
      footer={<BackToLoginLink />}
    >
      <p className={styles.muted}>{t('forgotPassword.explain')}</p>
      <EmailField
        value={email}
        error={emailError ? messageText(t, emailError) : undefined}
        disabled={sending}
        onChange={send.emailChanged}
      />
    </AuthForm>
  );
}
