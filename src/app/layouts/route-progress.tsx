import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './route-progress.module.css';

/** A thin gold bar while a lazy route loads, so a click never feels ignored. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-busy="true" aria-label={t('common.loading')} className={styles.bar} />;
}
