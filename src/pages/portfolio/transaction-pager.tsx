import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_PAGE_SIZE } from '@machines/portfolio/portfolio.machine';

type Props = { offset: number; count: number; onPage: (offset: number) => void };

/** Where the page sits in a long ledger ("21–40 of 57") and the way to the pages around it (product §10). */
export function TransactionPager({ offset, count, onPage }: Props) {
  const { t, i18n } = useTranslation();
  if (count <= TRANSACTION_PAGE_SIZE && offset === 0) return null;
  const n = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'ar-EG');
  const last = Math.min(offset + TRANSACTION_PAGE_SIZE, count);
  return (
    <Flex
      as="nav"
      aria-label={t('portfolio.transactions.pages')}
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
    >
      <Button
        size="sm"
        variant="outline"
        disabled={offset === 0}
        onClick={() => onPage(Math.max(0, offset - TRANSACTION_PAGE_SIZE))}
      >
        {t('portfolio.transactions.previousPage')}
      </Button>
      <Text color="fg.muted" fontSize="sm" role="status">
        {t('portfolio.transactions.range', {
          first: n.format(Math.min(offset + 1, count)),
          last: n.format(last),
          total: n.format(count),
        })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={offset + TRANSACTION_PAGE_SIZE >= count}
        onClick={() => onPage(offset + TRANSACTION_PAGE_SIZE)}
      >
        {t('portfolio.transactions.nextPage')}
      </Button>
    </Flex>
  );
}
