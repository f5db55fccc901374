import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BackToLoginLink } from '@/components/auth/back-to-login-link';
import { AuthLayout } from '@/components/auth/auth-layout';
import layout from '@/components/auth/auth-layout.module.css';
import { MailIcon } from '@/components/icons/icons';
import { buttonClass, linkClass } from '@/components/public-ui/public-ui';
import type { ActivationEmailSentState } from '@/components/auth/activation-email-sent-state';
import { useHydrated } from '@/components/public-ui/use-hydrated';
import styles from './activation-email-sent.module.css';

function MailBadge() {
  return (
    <div className={styles.badge}>
      <MailIcon width="28" height="28" />
    </div>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
    </svg>
  );
}

/**
 * product §2 /activation-email-sent: where the message went, a did-not-receive prompt, resend (no call), back to login.
 * Rendered at build time without an address and hydrated (architecture §7); the address the sign-up passed in the
 * navigation's state appears once hydrated, since the build could not know it.
 */
export default function ActivationEmailSentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const email = hydrated ? (location.state as ActivationEmailSentState | null)?.email : undefined;

  const [helpShown, setHelpShown] = useState(false);

  const resend = () => {
    // product §2, §7: the resend button makes no call; it only logs. So the page says plainly that nothing was sent and
    // what does work: signing up again with the same address mails a fresh link (server/auth/signup.ts).
    console.info('activation e-mail resend requested', email ? 'for the address just used' : '');
    setHelpShown(true);
  };

  return (
    <AuthLayout title={t('activationEmailSent.title')} badge={<MailBadge />}>
      <div className={styles.page}>
        {email ? (
          <div className={styles.sentTo}>
            <p className={layout.muted}>{t('activationEmailSent.sentTo')}</p>
            <div dir="ltr" className={styles.address} data-testid="sent-to">
              {email}
            </div>
          </div>
        ) : (
          <p className={layout.muted}>{t('activationEmailSent.sentToUnknown')}</p>
        )}
        <p className={styles.small}>{t('activationEmailSent.instructions')}</p>
        <p className={layout.muted}>{t('activationEmailSent.notReceived')}</p>
        <button type="button" className={buttonClass('outline')} onClick={resend} aria-expanded={helpShown}>
          {t('activationEmailSent.resend')}
        </button>
        {helpShown && (
          <div role="status" className={styles.help} data-testid="resend-help">
            <InfoIcon />
            <div>
              <p className={styles.helpTitle}>{t('activationEmailSent.resendHelpTitle')}</p>
              <p>{t('activationEmailSent.resendHelp')}</p>
              <Link to="/signup" className={linkClass}>
                {t('activationEmailSent.signUpAgain')}
              </Link>
            </div>
          </div>
        )}
        <BackToLoginLink />
      </div>
    </AuthLayout>
  );
}
