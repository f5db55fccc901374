import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo/logo';
import styles from './landing.module.css';

const facts = ['softLaunch', 'notLicensed', 'noTrading', 'emailOnly', 'noAdvice', 'noLiability'] as const;

/** product §1 copy: what Dahabi is not, said plainly. */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo size={28} idPrefix="logo-footer" />
          <p className={styles.cardText}>{t('landing.features.subtitle')}</p>
        </div>
        <div>
          <h2 className={styles.footerTitle}>{t('landing.footer.factsTitle')}</h2>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{t(`landing.footer.${fact}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.rights}>{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
