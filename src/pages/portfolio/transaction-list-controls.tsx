import { Button, Field, Flex, GridItem, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionOrderings, type TransactionOrdering } from '@contract/portfolio-values';
import type { TransactionFilter, TransactionQuery } from '@machines/portfolio/types';
import { DeferredDatePicker } from '@/components/date-picker/deferred-date-picker';
import { dateOfDay } from '@/components/date-picker/date-picker-config';
import { Select } from '@/components/select/select';

type Props = {
  query: TransactionQuery;
  onSort: (ordering: TransactionOrdering) => void;
  onFilter: (filter: TransactionFilter) => void;
};

/** A labelled choice of the list's filter or order. */
function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Select size="sm" value={value} onChange={onChange}>
        {children}
      </Select>
    </Field.Root>
  );
}

/**
 * One end of the date range; cleared, it is no bound at all. The same date field as the transaction dialog (product
 * §5, §17): the order to type in the person's language, the chosen day echoed in words, a note on a day that could be
 * read the other way round. A refused date is no bound until it is corrected.
 */
function DateFilter(props: {
  label: string;
  value: string | undefined;
  /** The other end of the range, which this one may not pass. */
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const [valid, setValid] = useState(true);
  return (
    <Field.Root invalid={!valid}>
      <Field.Label>{props.label}</Field.Label>
      <DeferredDatePicker
        value={props.value ?? ''}
        language={i18n.language === 'en' ? 'en' : 'ar'}
        onValidityChange={setValid}
        minDate={dateOfDay(props.min ?? '') ?? undefined}
        maxDate={dateOfDay(props.max ?? '') ?? undefined}
        // Each keystroke of a date being typed is no date yet: the list is fetched again only when the bound changes.
        onChange={(day) => {
          const bound = day === '' ? undefined : day;
          if (bound !== props.value) props.onChange(bound);
        }}
        inputProps={{ size: 'sm' }}
        errorText={t('transaction.dateInvalid')}
      />
    </Field.Root>
  );
}

/**
 * The transactions list's search, filters (type, date range) and order (product §10). The search is sent when the
 * person submits it (Enter or the button), so each keystroke does not fetch the list.
 */
export function TransactionListControls({ query, onSort, onFilter }: Props) {
  const { t } = useTranslation();
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    onFilter({ search: text === '' ? undefined : text });
  };
  // Phones: the search on its own row, then type and order, then the two dates side by side; desktops: one row.
  return (
    <SimpleGrid columns={{ base: 2, lg: 6 }} gap="3" alignItems="end" data-testid="transaction-controls">
      <GridItem colSpan={{ base: 2 }}>
        <form
          role="search"
          onSubmit={search}
          aria-label={t('portfolio.transactions.search')}
          // A new search from elsewhere (clearing the filters) shows in the box.
          key={query.search ?? ''}
        >
          <Field.Root>
            <Field.Label>{t('portfolio.transactions.search')}</Field.Label>
            <Flex gap="2">
              <Input
                size="sm"
                name="search"
                type="search"
                defaultValue={query.search ?? ''}
                placeholder={t('portfolio.transactions.searchPlaceholder')}
                maxLength={100}
              />
              <Button size="sm" type="submit" variant="outline">
                {t('portfolio.transactions.searchButton')}
              </Button>
            </Flex>
          </Field.Root>
        </form>
      </GridItem>
      <SelectFilter
        label={t('portfolio.transactions.typeFilter')}
        value={query.transaction_type ?? ''}
        onChange={(v) => onFilter({ transaction_type: v === 'buy' || v === 'sell' ? v : undefined })}
      >
        <option value="">{t('portfolio.transactions.allTypes')}</option>
        <option value="buy">{t('transaction.buy')}</option>
        <option value="sell">{t('transaction.sell')}</option>
      </SelectFilter>
      <SelectFilter
        label={t('portfolio.transactions.sortBy')}
        value={query.ordering}
        onChange={(v) => onSort(v as TransactionOrdering)}
      >
        {transactionOrderings.map((o) => (
          <option key={o} value={o}>
            {t(`portfolio.transactions.orderings.${o}`)}
          </option>
        ))}
      </SelectFilter>
      <DateFilter
        label={t('portfolio.transactions.from')}
        value={query.from}
        max={query.to}
        onChange={(from) => onFilter({ from })}
      />
      <DateFilter
        label={t('portfolio.transactions.to')}
        value={query.to}
        min={query.from}
        onChange={(to) => onFilter({ to })}
      />
    </SimpleGrid>
  );
}
