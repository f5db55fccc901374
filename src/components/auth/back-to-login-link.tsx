import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '@/components/public-ui/public-ui';
import styles from './auth-layout.module.css';

/** "Back to login", centred under an auth screen's form or message (drawn without Chakra, like the screens). */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className={`${linkClass} ${styles.center}`}>
      {t('auth.backToLogin')}
    </Link>
  );
}
