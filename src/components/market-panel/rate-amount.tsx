import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePrivacyMode } from '@/app/preferences/use-preferences';

// Exchange rates keep their four decimals (one yen is a fraction of a pound), with en-US grouping (spec §9).
const rateFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * An exchange rate in EGP, shown like `<Amount>` (same blur in privacy mode, same label) but with up to four
 * decimals, which `<Amount>` does not offer.
 */
export function RateAmount({ value }: { value: number }) {
  const { t } = useTranslation();
  const hidden = usePrivacyMode();
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
        {rateFormat.format(Number.isFinite(value) ? value : 0)}
      </chakra.span>
      {hidden && <chakra.span srOnly>{t('common.hiddenAmount')}</chakra.span>}
      <chakra.span fontSize="0.8em" color="fg.muted">
        {t('common.currency.EGP')}
      </chakra.span>
    </chakra.span>
  );
}
