import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '@machines/transaction-dialog/types';

interface TransactionTypeToggleProps {
  value: TransactionType;
  onChange: (value: TransactionType) => void;
  readOnly: boolean;
}

const palette: Record<TransactionType, string> = { buy: 'green', sell: 'red' };

/** Buy or sell (product §3: buy by default), a two-choice radio group. Read-only when editing. */
export function TransactionTypeToggle({ value, onChange, readOnly }: TransactionTypeToggleProps) {
  const { t } = useTranslation();
  return (
    <Group attached width="full" role="radiogroup" aria-label={t('transaction.transactionType')}>
      {(['buy', 'sell'] as const).map((type) => {
        const checked = value === type;
        return (
          <Button
            key={type}
            role="radio"
            aria-checked={checked}
            flex="1"
            colorPalette={palette[type]}
            variant={checked ? 'solid' : 'outline'}
            disabled={readOnly && !checked}
            aria-readonly={readOnly || undefined}
            onClick={() => !readOnly && onChange(type)}
          >
            {t(`transaction.${type}`)}
          </Button>
        );
      })}
    </Group>
  );
}
