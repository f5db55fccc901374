import type { ComponentType, ReactNode } from 'react';
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

/** Features, how it works, the preview, what is coming and testimonials (product §1, §2 landing copy). */
export function FeatureSections() {
  const { t } = useTranslation();
  return (
    <>
      <LandingSection
        titleId="features-title"
        title={t('landing.features.title')}
        subtitle={t('landing.features.subtitle')}
      >
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
      </LandingSection>

      <LandingSection
        titleId="how-title"
        title={t('landing.howItWorks.title')}
        subtitle={t('landing.howItWorks.subtitle')}
      >
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
      </LandingSection>

      <LandingSection
        id="preview"
        titleId="preview-title"
        title={t('landing.preview.title')}
        subtitle={t('landing.preview.subtitle')}
      >
        <DashboardPreview />
      </LandingSection>

      <LandingSection
        titleId="soon-title"
        title={t('landing.soon.title')}
        subtitle={t('landing.soon.subtitle')}
      >
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
                  {t(`landing.soon.${key}.open`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </LandingSection>

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

/** One section of the landing page: its h2 (which names it), a line under it, then what it shows. */
function LandingSection(props: {
  id?: string;
  titleId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section id={props.id} className={styles.section} aria-labelledby={props.titleId}>
      <h2 id={props.titleId} className={styles.sectionTitle}>
        {props.title}
      </h2>
      <p className={styles.sectionSubtitle}>{props.subtitle}</p>
      {props.children}
    </section>
  );
}
