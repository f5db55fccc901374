import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon, PhoneIcon, PulseIcon } from '@/components/icons/icons';
import { DashboardPreview } from './dashboard-preview';
import styles from './landing.module.css';

const features: { key: string; icon: ComponentType }[] = [
  { key: 'realTime', icon: PulseIcon },
  { key: 'secure', icon: LockIcon },
  { key: 'mobile', icon: PhoneIcon },
];

const steps = ['step1', 'step2', 'step3'] as const;
// What people asked for: the ones already built link to their page, the others carry a Soon badge.
const comingSoon: { key: string; to?: string }[] = [
  { key: 'zakat', to: '/dashboard/zakat' },
  { key: 'family', to: '/dashboard/family' },
  { key: 'alerts', to: '/dashboard/alerts' },
  { key: 'reports', to: '/dashboard/reports' },
];

/** Features, how it works, the preview, what is coming and testimonials (spec §1, §2 landing copy). */
export function FeatureSections() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t('landing.features.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('landing.features.subtitle')}</p>
        <div className={styles.featureGrid}>
          {features.map(({ key, icon: Icon }) => (
            <article key={key} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon />
              </span>
              <h3 className={styles.cardTitle}>{t(`landing.features.${key}.title`)}</h3>
              <p className={styles.cardText}>{t(`landing.features.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          {t('landing.howItWorks.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('landing.howItWorks.subtitle')}</p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{t(`landing.howItWorks.${step}.title`)}</h3>
              <p className={styles.cardText}>{t(`landing.howItWorks.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="preview" className={styles.section} aria-labelledby="preview-title">
        <h2 id="preview-title" className={styles.sectionTitle}>
          {t('landing.preview.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('landing.preview.subtitle')}</p>
        <DashboardPreview />
      </section>

      <section className={styles.section} aria-labelledby="soon-title">
        <h2 id="soon-title" className={styles.sectionTitle}>
          {t('landing.soon.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('landing.soon.subtitle')}</p>
        <ul className={styles.soonGrid}>
          {comingSoon.map(({ key, to }) => (
            <li key={key} className={styles.soonItem}>
              <div className={styles.soonHead}>
                <h3 className={styles.cardTitle}>{t(`landing.soon.${key}.title`)}</h3>
                <span className={styles.soonBadge}>
                  {to ? t('landing.soon.available') : t('common.soon')}
                </span>
              </div>
              <p className={styles.cardText}>{t(`landing.soon.${key}.text`)}</p>
              {to && (
                <Link to={to} className={styles.inlineLink}>
                  {t('landing.soon.open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="testimonials-title">
        <div className={styles.testimonials}>
          <span className={styles.quoteMark} aria-hidden="true">
            ”
          </span>
          <h2 id="testimonials-title" className={styles.sectionTitle}>
            {t('landing.testimonials.title')}
          </h2>
          <p className={styles.sectionSubtitle}>{t('landing.testimonials.text')}</p>
        </div>
      </section>
    </>
  );
}
