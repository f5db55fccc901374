import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PriceStatus } from '@contract/price-status';
import { useLanguage } from '@/app/preferences/use-preferences';
import { formatCairoTime } from '@/i18n/cairo-time';
import { formatPriceAge } from '@/i18n/price-age';

/**
 * Product §10: when the latest prices are older than the server's PRICE_STALE_HOURS, say so with their age, so
 * stale prices never look live. Nothing when they are fresh or their age is not known (the status call failed).
 */
export function StalePricesBanner({ status }: { status: PriceStatus | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!status?.stale) return null;
  const description =
    status.last_updated && status.age_seconds !== null
      ? t('prices.stale', {
          age: formatPriceAge(status.age_seconds, language),
          time: formatCairoTime(status.last_updated, language),
        })
      : t('prices.noneYet');
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="l3" data-testid="stale-prices-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('prices.staleTitle')}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
