import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { BackHomeButton } from '@/components/public-header/back-home-button';
import { PublicLanguageToggle, PublicThemeToggle } from '@/components/public-header/public-toggles';
import headerStyles from '@/components/public-header/public-header.module.css';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title (an icon, a badge). */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every auth screen: the landing page's look (dark by default, gold accent), a header with the logo,
 * a way back home and the language and theme switches, and the screen's content in a centred card. Plain elements
 * and CSS like the landing page, so these screens paint before Chakra loads, or without it (architecture §7).
 */
export function AuthLayout({ title, subtitle, badge, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={headerStyles.home} aria-label={t('nav.home')}>
          <Logo idPrefix="logo-auth" />
        </Link>
        <div className={styles.tools}>
          <BackHomeButton />
          <PublicLanguageToggle />
          <PublicThemeToggle />
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.heading}>
            {badge}
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

/** A thin rule with a word in the middle ("or"). */
export function OrDivider() {
  const { t } = useTranslation();
  return <div className={styles.or}>{t('auth.or')}</div>;
}
