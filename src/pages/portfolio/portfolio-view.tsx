import { Box, Button, Flex, Heading, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PricesAsOf } from '@/components/price-age/prices-as-of';
import { DeferredTransactionDialog } from '@/components/transaction-dialog/deferred-transaction-dialog';
import {
  selectDialog,
  selectHasData,
  selectCount,
  selectHoldings,
  selectOpenWorth,
  selectIsEmpty,
  selectIsListing,
  selectIsLoading,
  selectListingFailed,
  selectQuery,
  selectIsRefreshing,
  selectLoadingFailed,
  selectTransactions,
  selectMayWrite,
} from '@machines/portfolio/selectors';
import { HoldingCards } from './holding-cards';
import { HoldingsTable } from './holdings-table';
import { TransactionsSection } from './transactions-section';
import { usePortfolioEvents, type PortfolioActor } from './use-portfolio';
import { opensTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l3"
      px="6"
      py="8"
      textAlign="center"
      color="fg.muted"
    >
      {children}
    </Box>
  );
}

/**
 * The Portfolio screen (product §2): title (with the page's `tools` under it: the CSV buttons), add button, assets,
 * transactions, and the transaction dialog.
 */
export function PortfolioView({ actorRef, tools }: { actorRef: PortfolioActor; tools?: ReactNode }) {
  const { t } = useTranslation();
  const events = usePortfolioEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const refreshing = useSelector(actorRef, selectIsRefreshing);
  const failed = useSelector(actorRef, selectLoadingFailed);
  const hasData = useSelector(actorRef, selectHasData);
  // A long ledger's cards are a large render: React draws them in the background, in slices that leave the phone
  // free for a tap (architecture §7: total blocking time), and keeps the spinner until they are ready.
  const drawn = useDeferredValue(hasData);
  const holdings = useSelector(actorRef, selectHoldings);
  const openWorth = useSelector(actorRef, selectOpenWorth);
  const transactions = useSelector(actorRef, selectTransactions);
  const count = useSelector(actorRef, selectCount);
  const query = useSelector(actorRef, selectQuery);
  const empty = useSelector(actorRef, selectIsEmpty);
  const listing = useSelector(actorRef, selectIsListing);
  const listingFailed = useSelector(actorRef, selectListingFailed);
  const dialog = useSelector(actorRef, selectDialog);
  const canWrite = useSelector(actorRef, selectMayWrite);
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  // Ark parts (the cards' collapsibles) take their direction from the locale context of the signed-in routes' Chakra
  // (ChakraIsland): no provider of its own, whose locale would be worked out again on every render of this view
  // (architecture §7: total blocking time).
  return (
    <Stack gap="8" width="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('portfolio.title')}
          </Heading>
          <Text color="fg.muted">{t('portfolio.subtitle')}</Text>
          {tools && <Box pt="2">{tools}</Box>}
        </Stack>
        <Flex align="center" gap="3" width={{ base: 'full', sm: 'auto' }}>
          {refreshing && (
            <Flex align="center" gap="2" color="fg.muted" fontSize="sm" role="status">
              <Spinner size="sm" color="gold.solid" />
              <Text>{t('portfolio.refreshing')}</Text>
            </Flex>
          )}
          {canWrite && (
            <Button
              colorPalette="gold"
              onClick={events.add}
              {...opensTransactionDialog}
              flex={{ base: '1', sm: 'initial' }}
            >
              {t('portfolio.addTransaction')}
            </Button>
          )}
        </Flex>
      </Flex>

      {(loading || (hasData && !drawn)) && (
        <Flex direction="column" align="center" gap="3" py="16" role="status">
          <Spinner size="xl" color="gold.solid" />
          <Text color="fg.muted">{t('portfolio.loading')}</Text>
        </Flex>
      )}

      {failed && (
        <Stack align="center" gap="4" py="12" textAlign="center" role="alert">
          <Text fontSize="lg">{t('errors.loadData')}</Text>
          <Button variant="outline" onClick={events.retry}>
            {t('portfolio.retry')}
          </Button>
        </Stack>
      )}

      {hasData && drawn && (
        <>
          <Section title={t('portfolio.assets.title')}>
            {holdings.length === 0 ? (
              <EmptyMessage>{t('portfolio.assets.empty')}</EmptyMessage>
            ) : narrow ? (
              <HoldingCards holdings={holdings} />
            ) : (
              <HoldingsTable holdings={holdings} openWorth={openWorth} onToggleWorth={events.toggleWorth} />
            )}
            {/* product §10: every row is valued at the same snapshot; say when it was taken. */}
            {holdings[0] && <PricesAsOf at={holdings[0].prices_at} testId="holdings-prices-at" />}
          </Section>
          <Section title={t('portfolio.transactions.title')}>
            <TransactionsSection
              transactions={transactions}
              count={count}
              query={query}
              none={empty}
              listing={listing}
              listingFailed={listingFailed}
              narrow={narrow}
              empty={(children) => <EmptyMessage>{children}</EmptyMessage>}
              onEdit={canWrite ? events.edit : undefined}
              onSort={events.sort}
              onFilter={events.filter}
              onPage={events.page}
              onRetry={events.retryList}
            />
          </Section>
        </>
      )}

      <DeferredTransactionDialog actorRef={dialog} />
    </Stack>
  );
}
