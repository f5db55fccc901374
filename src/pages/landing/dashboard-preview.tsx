import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber, formatPercent } from '@/i18n/format-number';
import styles from './landing.module.css';

// Sample figures for the illustration only; the caption says so.
const sample = {
  total: 486250,
  change: 3125.5,
  changePct: 0.65,
  grams: 92.5,
  k24: 5840,
  k21: 5110,
  k18: 4380,
};
const chartPoints = [22, 26, 24, 31, 30, 36, 35, 41, 39, 46, 52, 50, 57, 61];

function Money({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.money}>
      <span dir="ltr">{formatAmount(value)}</span> <small>{t('common.currency.EGP')}</small>
    </span>
  );
}

/** An illustration of the dashboard, drawn with plain elements (no chart library on the landing page). */
export function DashboardPreview() {
  const { t } = useTranslation();
  const max = Math.max(...chartPoints);
  const path = chartPoints
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${(i / (chartPoints.length - 1)) * 300},${90 - (v / max) * 80}`)
    .join(' ');
  return (
    <figure className={styles.preview}>
      <div className={styles.previewFrame} aria-hidden="true">
        <div className={styles.previewStats}>
          <div className={styles.previewStat}>
            <span>{t('landing.preview.totalValue')}</span>
            <Money value={sample.total} />
            <em className={styles.up} dir="ltr">
              {formatPercent(sample.changePct)}
            </em>
          </div>
          <div className={styles.previewStat}>
            <span>{t('landing.preview.dailyChange')}</span>
            <Money value={sample.change} />
          </div>
          <div className={styles.previewStat}>
            <span>{t('landing.preview.totalGrams')}</span>
            <span className={styles.money}>
              <span dir="ltr">{formatNumber(sample.grams)}</span> <small>{t('landing.preview.grams')}</small>
            </span>
          </div>
          <div className={styles.previewStat}>
            <span>{t('landing.preview.goldPrices')}</span>
            <dl className={styles.karats}>
              <dt>{t('landing.preview.karat24')}</dt>
              <dd dir="ltr">{formatAmount(sample.k24)}</dd>
              <dt>{t('landing.preview.karat21')}</dt>
              <dd dir="ltr">{formatAmount(sample.k21)}</dd>
              <dt>{t('landing.preview.karat18')}</dt>
              <dd dir="ltr">{formatAmount(sample.k18)}</dd>
            </dl>
          </div>
        </div>
        <svg className={styles.previewChart} viewBox="0 0 300 100" preserveAspectRatio="none">
          <defs>
            <linearGradient id="preview-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="var(--dh-gold)" stopOpacity="0.35" />
              <stop offset="1" stopColor="var(--dh-gold)" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={`${path} L300,100 L0,100 Z`} fill="url(#preview-fill)" />
          <path
            d={path}
            fill="none"
            stroke="var(--dh-gold)"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <figcaption className={styles.caption}>{t('landing.preview.caption')}</figcaption>
    </figure>
  );
}
