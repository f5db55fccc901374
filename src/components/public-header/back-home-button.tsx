import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/public-ui/public-ui';
import styles from '@/components/auth/auth-layout.module.css';

/**
 * product §2 /signup: the header's button back to home. On a phone there is no room for the words, so it is an icon
 * with the same words for screen readers; it never disappears.
 */
export function BackHomeButton() {
  const { t } = useTranslation();
  const label = t('auth.backToHome');
  return (
    <Link to="/" aria-label={label} data-testid="back-home" className={buttonClass('ghost')}>
      <HomeIcon />
      <span className={styles.backLabel}>{label}</span>
    </Link>
  );
}
