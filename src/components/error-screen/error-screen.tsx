import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo/logo';
import { buttonClass } from '@/components/public-ui/public-ui';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  title: string;
  message: string;
  /** Offer a reload (technical failures) or only the way home (forbidden). */
  canRetry?: boolean;
}

/**
 * A calm full-page message. Plain elements and CSS (no Chakra, no router link) so it still works when the thing
 * that failed is the UI kit or the router.
 */
export function ErrorScreen({ title, message, canRetry = true }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div className={styles.box} role="alert">
        <LogoMark size={56} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          {canRetry && (
            <button type="button" className={buttonClass('solid')} onClick={() => window.location.reload()}>
              {t('general.tryAgain')}
            </button>
          )}
          <a href="/" className={buttonClass('outline')}>
            {t('general.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
