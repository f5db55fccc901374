import type { MouseEvent } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { InvitationAcceptMachine } from '@machines/invitation-accept/invitation-accept.machine';
import {
  selectFailed,
  selectInvitedBy,
  selectIsPreviewing,
  selectRefusal,
} from '@machines/invitation-accept/selectors';
import { AuthLayout } from '@/components/auth/auth-layout';
import styles from '@/components/auth/auth-layout.module.css';
import { ErrorBox } from '@/components/auth/error-box';
import { buttonClass } from '@/components/public-ui/public-ui';
import forms from '@/components/public-ui/form.module.css';
import { useInvitationEvents } from './use-invitation-events';

/** A link that the flow follows (it remembers the invitation first); a new tab still opens the plain page. */
const followedBy = (go: () => void) => (e: MouseEvent) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  go();
};

/**
 * /invitations/:token opened signed out (product §13): whose household the link joins, and sign in or create an
 * account first; either way leads back here to accept it. Drawn like the auth screens.
 */
export function InvitationSignedOutView({ actorRef }: { actorRef: ActorRefFrom<InvitationAcceptMachine> }) {
  const { t } = useTranslation();
  const events = useInvitationEvents(actorRef);
  const previewing = useSelector(actorRef, selectIsPreviewing);
  const failed = useSelector(actorRef, selectFailed);
  const refusal = useSelector(actorRef, selectRefusal);
  const owner = useSelector(actorRef, selectInvitedBy);
  return (
    <AuthLayout title={t('household.invitation.title')}>
      <div className={styles.loose}>
        {previewing && (
          <p className={styles.notice} role="status">
            <span className={forms.spinner} aria-hidden="true" /> {t('household.invitation.checking')}
          </p>
        )}
        {failed && (
          <div className={styles.stack} data-testid="invitation-failed">
            <ErrorBox message={{ key: 'household.invitation.previewFailed' }} />
            <button
              type="button"
              className={`${buttonClass('outline')} ${forms.full}`}
              onClick={events.retry}
            >
              {t('household.retry')}
            </button>
          </div>
        )}
        <ErrorBox message={refusal} />
        {owner !== null && (
          <div className={styles.stack} data-testid="invitation-signed-out">
            <p className={styles.notice} data-testid="invitation-invited-by">
              {t('household.invitation.signedOut', { owner })}
            </p>
            <p className={styles.muted}>{t('household.invitation.signedOutHow')}</p>
            <Link
              to="/login"
              className={`${buttonClass('solid', { size: 'lg' })} ${forms.full}`}
              onClick={followedBy(events.signIn)}
            >
              {t('household.invitation.signIn')}
            </Link>
            <Link
              to="/signup"
              className={`${buttonClass('outline', { size: 'lg' })} ${forms.full}`}
              onClick={followedBy(events.signUp)}
            >
              {t('household.invitation.signUp')}
            </Link>
          </div>
        )}
        <div className={styles.links}>
          <Link to="/" className={styles.quiet}>
            {t('auth.backToHome')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
