import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertInstrument } from '@contract/alerts';
import { BellIcon } from '@/components/icons/icons';
import { instrumentName } from '@/components/alerts/alert-text';
import styles from '@/components/market-panel/price-change.module.css';

/**
 * The market page's way into alerts (product §14): a small bell beside each price, opening the alerts page with that
 * price chosen and its value now as the threshold to start from.
 */
export function AlertLink({ instrument, price }: { instrument: AlertInstrument; price: number }) {
  const { t } = useTranslation();
  const search = new URLSearchParams({ instrument, price: String(price) });
  const label = t('alerts.createOn', { name: instrumentName(t, instrument) });
  // Drawn as the price's history button is (price-change.module.css).
  return (
    <Link
      to={`/dashboard/alerts?${search.toString()}`}
      className={styles.button}
      aria-label={label}
      title={label}
      data-testid={`alert-link-${instrument}`}
    >
      <BellIcon />
    </Link>
  );
}

export const alertLink = (instrument: AlertInstrument, price: number) => (
  <AlertLink instrument={instrument} price={price} />
);
