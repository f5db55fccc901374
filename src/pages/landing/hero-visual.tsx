import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo/logo';
import styles from './landing.module.css';

/** A quiet illustration: the mark large on a warm glow, with the three karats people buy. */
export function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div className={styles.heroVisual} role="img" aria-label={t('landing.hero.visualLabel')}>
      <div className={styles.glow} />
      <div className={styles.heroMark}>
        <LogoMark size={200} idPrefix="logo-hero" />
      </div>
      <span className={`${styles.chip} ${styles.chip24}`} dir="ltr">
        24K
      </span>
      <span className={`${styles.chip} ${styles.chip21}`} dir="ltr">
        21K
      </span>
      <span className={`${styles.chip} ${styles.chip18}`} dir="ltr">
        18K
      </span>
    </div>
  );
}
