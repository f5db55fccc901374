import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertInstrument } from '@contract/alerts';
import { BellIcon } from '@/components/icons/icons';
import { instrumentName } from '@/components/alerts/alert-text';

/**
 * The market page's way into alerts (product §14): a small bell beside each price, opening the alerts page with that
 * price chosen and its value now as the threshold to start from.
 */
export function AlertLink({ instrument, price }: { instrument: AlertInstrument; price: number }) {
  const { t } = useTranslation();
  const search = new URLSearchParams({ instrument, price: String(price) });
  return (
    <IconButton
      asChild
      size="2xs"
      variant="ghost"
      color="fg.subtle"
      _hover={{ color: 'gold.fg' }}
      aria-label={t('alerts.createOn', { name: instrumentName(t, instrument) })}
      title={t('alerts.createOn', { name: instrumentName(t, instrument) })}
    >
      <Link to={`/dashboard/alerts?${search.toString()}`} data-testid={`alert-link-${instrument}`}>
        <BellIcon />
      </Link>
    </IconButton>
  );
}

export const alertLink = (instrument: AlertInstrument, price: number) => (
  <AlertLink instrument={instrument} price={price} />
);
