import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '@/components/icons/icons';
import { useOnline } from './online-status';
import { PwaCardBody } from './pwa-card';
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
          <PwaCardBody icon={OfflineIcon} title={t('pwa.offline.title')} message={t('pwa.offline.message')} />
        </div>
      )}
    </div>
  );
}
