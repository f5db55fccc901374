import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisclaimerCard } from '@/components/disclaimer/disclaimer-card';
import { PublicHeader } from '@/components/public-header/public-header';
import { buttonClass } from '@/components/public-ui/public-ui';
import { FeatureSections } from './feature-sections';
import { HeroVisual } from './hero-visual';
import { LandingFooter } from './landing-footer';
import styles from './landing.module.css';

/**
 * product §2 landing page. Rendered without Chakra UI (plain elements + CSS modules) so a first visit loads little
 * JavaScript (architecture §7: ≤ 170 KiB gzip, Lighthouse mobile ≥ 95).
 */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PublicHeader />
      <main id="main">
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroText}>
            <p className={styles.badge}>{t('landing.hero.badge')}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {t('landing.hero.title')}
            </h1>
            <p className={styles.lead}>{t('landing.hero.description')}</p>
            <div className={styles.heroActions}>
              <Link to="/signup" className={buttonClass('solid', { size: 'lg' })}>
                {t('landing.hero.signup')}
              </Link>
              {/* product §10: "or" never parts from the button it introduces when the row wraps on a phone. */}
              <span className={styles.orSignIn}>
                <span className={styles.or}>{t('landing.hero.or')}</span>
                <Link to="/login" className={buttonClass('outline', { size: 'lg' })}>
                  {t('landing.hero.signin')}
                </Link>
              </span>
            </div>
            <p className={styles.fineprint}>
              {t('landing.hero.emailOnly')}{' '}
              <a href="#preview" className={styles.inlineLink}>
                {t('landing.hero.watchPreview')}
              </a>
            </p>
          </div>
          <HeroVisual />
        </section>

        <div className={styles.section}>
          <DisclaimerCard closable={false} />
        </div>

        <FeatureSections />

        <section className={`${styles.section} ${styles.cta}`} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.sectionTitle}>
            {t('landing.cta.title')}
          </h2>
          <p className={styles.sectionSubtitle}>{t('landing.cta.text')}</p>
          <Link to="/signup" className={buttonClass('solid', { size: 'lg' })}>
            {t('landing.cta.button')}
          </Link>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
