import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { buttonClass } from '@/components/public-ui/public-ui';
import styles from './public-header.module.css';
import { PublicLanguageToggle, PublicThemeToggle } from './public-toggles';

/**
 * The visitors' header (product §2 landing): logo, sign-in and sign-up, theme and language; a menu on phones.
 * Plain elements and CSS so the landing page loads without the UI kit (architecture §7).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.row}>
          <Link to="/" className={styles.home} aria-label={t('nav.home')}>
            <Logo idPrefix="logo-header" />
          </Link>
          <nav className={styles.desktop} aria-label={t('nav.publicNavigation')}>
            <PublicLanguageToggle />
            <PublicThemeToggle />
            <Link to="/login" className={`${buttonClass('ghost')} ${styles.signin}`}>
              {t('nav.login')}
            </Link>
            <Link to="/signup" className={buttonClass('solid')}>
              {t('nav.signup')}
            </Link>
          </nav>
          <div className={styles.compact}>
            <PublicThemeToggle />
            <button
              type="button"
              className={buttonClass('ghost', { icon: true })}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="public-mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        {menuOpen && (
          <nav id="public-mobile-menu" className={styles.menu} aria-label={t('nav.publicNavigation')}>
            <Link to="/signup" className={buttonClass('solid', { size: 'lg' })}>
              {t('nav.signup')}
            </Link>
            <Link to="/login" className={buttonClass('outline', { size: 'lg' })}>
              {t('nav.login')}
            </Link>
            <PublicLanguageToggle size="lg" />
          </nav>
        )}
      </div>
    </header>
  );
}
