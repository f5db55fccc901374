import { useTranslation } from 'react-i18next';
import type { PriceInstrument } from '@contract/market';
import { PrivateText } from '@/components/amount/amount';
import { useLabel } from '@/components/amount/use-label';
import { directionOf } from '@/components/amount/change-direction';
import { ChartIcon } from '@/components/icons/icons';
import { formatPercent } from '@/i18n/format-number';
import { onFirstUse } from '@/i18n/on-first-use';
import styles from './price-change.module.css';

// Made on first use (architecture §7: an Intl formatter made as the page's code loads is part of a long task).
const changeFormat = (digits: number) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: Math.min(2, digits),
        maximumFractionDigits: digits,
        signDisplay: 'exceptZero',
      }),
  );
const changeFormats = { 2: changeFormat(2), 4: changeFormat(4) } as const;

/**
 * A price's change since the previous Cairo day's close: an arrow, the amount and its percentage of that close, green
 * up and red down. Nothing when there is no earlier close to compare with.
 */
export function PriceChange({
  change,
  price,
  fractionDigits = 2,
  testId,
}: {
  change: number | null | undefined;
  price: number;
  fractionDigits?: 2 | 4;
  testId?: string;
}) {
  const direction = directionOf(change ?? 0);
  const title = useLabel('market.change.title');
  const said = useLabel(`market.change.${direction}`);
  if (change === null || change === undefined) return null;
  const previous = price - change;
  const percent = previous > 0 ? (change / previous) * 100 : 0;
  return (
    <span
      className={`${styles.change} ${styles[direction]}`}
      data-testid={testId}
      data-direction={direction}
      title={title}
    >
      <span aria-hidden>{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '•'}</span>
      <span className="dh-sr-only">{said}</span>
      <PrivateText>
        {changeFormats[fractionDigits]().format(change)} ({formatPercent(percent)})
      </PrivateText>
    </span>
  );
}

/** A price's way into its own history chart: a small ghost button, as Chakra's icon button (size 2xs) drew it. */
export function HistoryButton({
  name,
  instrument,
  onOpen,
}: {
  name: string;
  instrument: PriceInstrument;
  onOpen: (instrument: PriceInstrument) => void;
}) {
  const { t } = useTranslation();
  const label = t('market.history.open', { name });
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      onClick={() => onOpen(instrument)}
      data-testid={`history-${instrument}`}
    >
      <ChartIcon />
    </button>
  );
}
