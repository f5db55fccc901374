import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@machines/portfolio/types';

/** Buy or sell, as a coloured badge. */
export function TransactionBadge({ type }: { type: Transaction['transaction_type'] }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={type === 'buy' ? 'green' : 'red'} variant="subtle" size="md">
      {t(`transaction.${type}`)}
    </Badge>
  );
}
