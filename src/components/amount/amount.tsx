import type { ReactNode } from 'react';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import styles from './amount.module.css';
import { useLabel } from './use-label';

export type Currency = 'EGP' | 'USD';

const formatters = new Map<string, Intl.NumberFormat>();
function format(value: number, fractionDigits: number, signed: boolean): string {
  const key = `${fractionDigits}:${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // product §9: en-US grouping in both languages.
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: Math.min(2, fractionDigits),
      maximumFractionDigits: fractionDigits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(Number.isFinite(value) ? value : 0);
}

/**
 * What a hidden figure shows, blurred: always the same, so that not even its length tells how much (product §10).
 */
export const HIDDEN_FIGURE = '000,000';

/**
 * Any figure a person may want hidden (product §1 privacy mode): blurred for the eye (a fixed mask under the blur, not
 * the figure) and replaced by "hidden amount" for screen readers. Use it for percentages, grams and other figures
 * that are not plain money.
 */
export function PrivateText({ children }: { children: ReactNode }) {
  const hidden = usePrivacyMode();
  return (
    <>
      <span
        aria-hidden={hidden || undefined}
        dir="ltr"
        className={hidden ? `${styles.figure} ${styles.hidden}` : styles.figure}
        data-testid="amount-value"
      >
        {hidden ? HIDDEN_FIGURE : children}
      </span>
      {hidden && <HiddenFigureName />}
    </>
  );
}

/** What a screen reader says in place of a hidden figure (product §1 privacy mode). */
export function HiddenFigureName() {
  return <span className="dh-sr-only">{useLabel('common.hiddenAmount')}</span>;
}

interface AmountProps {
  value: number;
  /** product §9: EGP (ج.م) by default; the ounce price is in USD (دولار). `null` leaves the label out. */
  currency?: Currency | null;
  /** Most decimals to show (at least 2 are always shown); currency rates use 4. */
  fractionDigits?: number;
  /** Show '+' before positive values (changes). */
  signed?: boolean;
}

/** Money as people read it here: en-US grouping, two decimals, the currency label in the page's language. */
export function Amount({ value, currency = 'EGP', fractionDigits = 2, signed = false }: AmountProps) {
  return (
    // The label moves under the figure when both do not fit on one line (product §10: long figures never overflow).
    <span className={styles.amount}>
      <PrivateText>{format(value, fractionDigits, signed)}</PrivateText>
      {currency && <CurrencyLabel currency={currency} />}
    </span>
  );
}

function CurrencyLabel({ currency }: { currency: Currency }) {
  const label = useLabel(`common.currency.${currency}`);
  return label ? <span className={styles.label}>{label}</span> : null;
}
