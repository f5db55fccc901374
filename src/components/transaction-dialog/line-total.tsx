import { Flex, Text } from '@chakra-ui/react';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import { numberValue } from '@machines/transaction-dialog/selectors';

/**
 * quantity × price as exact decimals, from the very values the save sends (product §10: the recorded figure is the one
 * shown), or null while either cannot be read.
 */
export function lineTotal(quantity: string, price: string): number | null {
  const q = numberValue(quantity);
  const p = numberValue(price);
  if (q === null || p === null) return null;
  return new Big(q).times(new Big(p)).round(2).toNumber();
}

/** The line total, live as the person types (product §2). */
export function LineTotal({ quantity, price }: { quantity: string; price: string }) {
  const { t } = useTranslation();
  const total = lineTotal(quantity, price);
  return (
    <Flex
      justify="space-between"
      align="center"
      wrap="wrap"
      columnGap="4"
      borderWidth="1px"
      borderColor="gold.border"
      bg="gold.subtle"
      rounded="l2"
      px="4"
      py="3"
      aria-live="polite"
      data-testid="line-total"
    >
      <Text color="fg.muted" fontWeight="medium">
        {t('transaction.total')}
      </Text>
      <Text fontSize="lg" fontWeight="bold" color="gold.fg" minW={0} textAlign="end" ms="auto">
        {total === null ? '—' : <Amount value={total} />}
      </Text>
    </Flex>
  );
}
