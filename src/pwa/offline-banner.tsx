import { useTranslation } from 'react-i18next';
import { useOnline } from './online-status';
import styles from './pwa.module.css';

/**
 * Shown while the browser has no network. The app still opens from the service worker's cache, but prices and the
 * portfolio come from the server: this says why they do not load, and that they will once the network is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  // The live region stays in the page so that a screen reader announces the message when it appears.
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <div className={styles.card} data-testid="offline-banner">
          <OfflineIcon />
          <div className={styles.text}>
            <p className={styles.title}>{t('pwa.offline.title')}</p>
            <p className={styles.message}>{t('pwa.offline.message')}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function OfflineIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.7-2.1M16.8 10.9A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
    </svg>
  );
}
