import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/app/preferences/use-preferences';
import { formatCairoTime } from '@/i18n/cairo-time';

/**
 * "Prices as of 22 November 2026 at 11:00 AM (Cairo time)" under figures valued at market prices (product §10: every
 * price and value says the time of the prices it uses). `at` null: no price has been recorded yet.
 */
export function PricesAsOf({ at, testId }: { at: string | null; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatted = at ? formatCairoTime(at, language) : '';
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      {formatted ? (
        <>
          {t('prices.asOf')}{' '}
          <chakra.time dateTime={at ?? undefined} fontWeight="medium" color="fg">
            {formatted}
          </chakra.time>{' '}
          <chakra.span whiteSpace="nowrap">({t('market.cairoTime')})</chakra.span>
        </>
      ) : (
        t('prices.noneYet')
      )}
    </Text>
  );
}
