import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { formatAmount } from '@/i18n/format-number';

export type Currency = 'EGP' | 'USD';

interface AmountProps {
  value: number;
  /** spec §9: EGP (ج.م) by default; the ounce price is in USD (دولار). Omit the label with `currency={null}`. */
  currency?: Currency | null;
}

/**
 * Money as people read it here: en-US grouping, two decimals, the currency label in the page's language.
 * In privacy mode (spec §1) the figure is blurred for the eye and replaced by "hidden amount" for screen readers.
 */
export function Amount({ value, currency = 'EGP' }: AmountProps) {
  const { t } = useTranslation();
  const hidden = usePrivacyMode();
  const label = currency ? t(`common.currency.${currency}`) : null;
  return (
    <chakra.span display="inline-flex" alignItems="baseline" gap="0.3em" whiteSpace="nowrap">
      <chakra.span
        aria-hidden={hidden || undefined}
        dir="ltr"
        fontVariantNumeric="tabular-nums"
        filter={hidden ? 'blur(7px)' : undefined}
        userSelect={hidden ? 'none' : undefined}
        transition="filter 0.2s"
        data-testid="amount-value"
      >
        {formatAmount(value)}
      </chakra.span>
      {hidden && <chakra.span srOnly>{t('common.hiddenAmount')}</chakra.span>}
      {label && (
        <chakra.span fontSize="0.8em" color="fg.muted">
          {label}
        </chakra.span>
      )}
    </chakra.span>
  );
}
