import { Box, Card, chakra, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/i18n/trans';
import type { PortfolioValue } from '@contract/portfolio';
import { useLanguage } from '@/app/preferences/use-preferences';
import { Amount, PrivateText } from '@/components/amount/amount';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PricesAsOf } from '@/components/price-age/prices-as-of';
import { formatAmount, formatNumber, formatPercent } from '@/i18n/format-number';
import { formatCairoDay } from '@/i18n/price-age';
import {
  selectCanRetryTotals,
  selectTotals,
  selectTotalsFailed,
  selectUnit,
} from '@machines/dashboard/selectors';
import type { WealthUnit } from '@machines/dashboard/types';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';
import { directionColour, directionOf } from '@/components/amount/change-direction';
import { Figure, figureBox } from './figure';
import { GainsCard } from './gains-card';
import { formatInUnit, totalInUnit, useUnitLabel, WealthUnitPicker } from './wealth-unit';

/** The four cards of product §2: total value with percentage change, daily change, total grams, gold prices. */
export function TotalsCards({ actorRef }: { actorRef: DashboardActorRef }) {
  const { t } = useTranslation();
  // The figures arrive as one store update, which React would draw in one go: drawn deferred, in slices that leave
  // the phone free for a tap (architecture §7: total blocking time), the placeholders kept until they are on screen.
  const totals = useDeferredValue(useSelector(actorRef, selectTotals));
  const failed = useSelector(actorRef, selectTotalsFailed);
  const canRetry = useSelector(actorRef, selectCanRetryTotals);
  const unit = useSelector(actorRef, selectUnit);
  const { retryTotals } = useDashboardEvents(actorRef);

  if (failed && !totals) {
    return (
      <LoadFailedAlert
        message={t('dashboard.loadError')}
        retryLabel={t('dashboard.retry')}
        canRetry={canRetry}
        onRetry={retryTotals}
      />
    );
  }

  return (
    <Stack gap={{ base: 3, md: 4 }}>
      <WealthUnitPicker actorRef={actorRef} />
      <SimpleGrid
        columns={{ base: 1, sm: 2, xl: 4 }}
        gap={{ base: 3, md: 4 }}
        aria-busy={!totals || undefined}
      >
        <TotalValueCard totals={totals} unit={unit} />
        <DailyChangeCard totals={totals} />
        <TotalGramsCard totals={totals} />
        <GoldPricesCard totals={totals} />
      </SimpleGrid>
      {totals && <GainsCard totals={totals} />}
      {/* product §10: the cards' values and gold prices say when their prices were taken. */}
      {totals && <PricesAsOf at={totals.prices_at} testId="dashboard-prices-at" />}
    </Stack>
  );
}

function StatCard({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={testId} minW={0}>
      {/* The card's width is what its figure shrinks to fit (Figure, container units). */}
      <Card.Body gap={2} p={{ base: 4, md: 5 }} css={figureBox}>
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Placeholder lines while the first figures load. */
function Loading({ lines = 2 }: { lines?: number }) {
  return (
    <Stack gap={2}>
      <Skeleton h="8" w="70%" />
      {lines > 1 && <Skeleton h="4" w="45%" />}
      {lines > 2 && <Skeleton h="4" w="55%" />}
    </Stack>
  );
}

/** Product §10: "since yesterday" names the close it compares with (it may be older than yesterday). */
function useCloseDay(totals: PortfolioValue | null): string {
  const language = useLanguage();
  return totals?.previous_close_day ? formatCairoDay(totals.previous_close_day, language) : '';
}

function TotalValueCard({ totals, unit }: { totals: PortfolioValue | null; unit: WealthUnit }) {
  const { t } = useTranslation();
  const closeDay = useCloseDay(totals);
  const unitLabel = useUnitLabel(unit);
  if (!totals) {
    return (
      <StatCard label={t('dashboard.cards.totalValue')} testId="card-total-value">
        <Loading />
      </StatCard>
    );
  }
  if (unit !== 'egp') {
    // "Your wealth in" (product §10): the total counted in the unit at today's dealer buy price, and in EGP below.
    const inUnit = totalInUnit(totals, unit);
    return (
      <StatCard label={t('dashboard.cards.totalValue')} testId="card-total-value">
        {inUnit === null ? (
          <Text fontWeight="semibold" data-testid="wealth-no-price">
            {t('dashboard.wealth.noPrice')}
          </Text>
        ) : (
          <Figure
            shown={formatInUnit(unit, inUnit)}
            display="inline-flex"
            flexWrap="wrap"
            alignItems="baseline"
            columnGap="0.3em"
          >
            <PrivateText>{formatInUnit(unit, inUnit)}</PrivateText>
            <chakra.span fontSize="0.6em" color="fg.muted" fontWeight="medium">
              {unitLabel}
            </chakra.span>
          </Figure>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="wealth-in-egp">
          <Amount value={totals.total_value} /> {t('dashboard.wealth.atBuyPrice')}
        </Text>
      </StatCard>
    );
  }
  const direction = directionOf(totals.percentage_change);
  return (
    <StatCard label={t('dashboard.cards.totalValue')} testId="card-total-value">
      <Figure shown={formatAmount(totals.total_value)}>
        <Amount value={totals.total_value} />
      </Figure>
      <Text
        fontSize="sm"
        color={directionColour[direction]}
        data-direction={direction}
        data-testid="percentage-change"
      >
        <Trans
          i18nKey={closeDay ? 'dashboard.cards.percentageChangeSince' : 'dashboard.cards.percentageChange'}
          values={{ percent: formatPercent(totals.percentage_change), day: closeDay }}
          components={{ figure: <PrivateText>{null}</PrivateText> }}
        />
      </Text>
    </StatCard>
  );
}

function DailyChangeCard({ totals }: { totals: PortfolioValue | null }) {
  const { t } = useTranslation();
  const closeDay = useCloseDay(totals);
  const direction = totals ? directionOf(totals.latest_change) : 'flat';
  return (
    <StatCard label={t('dashboard.cards.dailyChange')} testId="card-daily-change">
      {totals ? (
        <>
          <Figure
            shown={`+${formatAmount(totals.latest_change)}`}
            color={directionColour[direction]}
            data-direction={direction}
          >
            <Amount value={totals.latest_change} signed />
          </Figure>
          <Text fontSize="sm" color="fg.muted" data-testid="daily-change-close">
            {closeDay
              ? t('dashboard.cards.dailyChangeSince', { day: closeDay })
              : t('dashboard.cards.noPreviousClose')}
          </Text>
        </>
      ) : (
        <Loading />
      )}
    </StatCard>
  );
}

function TotalGramsCard({ totals }: { totals: PortfolioValue | null }) {
  const { t } = useTranslation();
  return (
    <StatCard label={t('dashboard.cards.totalGrams')} testId="card-total-grams">
      {totals ? (
        <>
          <Figure
            shown={formatNumber(totals.total_grams)}
            display="inline-flex"
            flexWrap="wrap"
            alignItems="baseline"
            columnGap="0.3em"
          >
            <PrivateText>{formatNumber(totals.total_grams)}</PrivateText>
            <chakra.span fontSize="0.6em" color="fg.muted" fontWeight="medium">
              {t('dashboard.cards.gramsUnit')}
            </chakra.span>
          </Figure>
          <Text fontSize="sm" color="fg.muted">
            {t('dashboard.cards.gramsHint')}
          </Text>
          {/* product §10: the gross weight above, and the pure gold in it (what 24 karat it equals). */}
          <Text fontSize="sm" color="fg.muted" data-testid="pure-gold">
            {t('dashboard.cards.pureGold')}{' '}
            {/* The figure and its unit stay on one line ("24.94 g", never "g" alone under it). */}
            <chakra.span whiteSpace="nowrap">
              <PrivateText>{formatNumber(totals.pure_gold_grams)}</PrivateText>{' '}
              {t('dashboard.cards.gramsUnit')}
            </chakra.span>
          </Text>
        </>
      ) : (
        <Loading />
      )}
    </StatCard>
  );
}

export function GoldPricesCard({ totals }: { totals: PortfolioValue | null }) {
  const { t } = useTranslation();
  const rows = totals
    ? ([
        [24, totals.gold_24k_price],
        [21, totals.gold_21k_price],
        [18, totals.gold_18k_price],
      ] as const)
    : null;
  return (
    <StatCard label={t('dashboard.cards.goldPrices')} testId="card-gold-prices">
      {rows ? (
        <Stack gap={1.5} as="dl">
          {rows.map(([karat, price]) => (
            <Flex
              key={karat}
              justify="space-between"
              align="baseline"
              wrap="wrap"
              columnGap={3}
              data-testid={`gold-price-${karat}`}
            >
              <Box as="dt" fontSize="sm" color="gold.fg" fontWeight="semibold">
                {t(`karats.${karat}`)}
              </Box>
              <Box as="dd" fontWeight="semibold" minW={0} textAlign="end" ms="auto">
                <Amount value={price} />
              </Box>
            </Flex>
          ))}
        </Stack>
      ) : (
        <Loading lines={3} />
      )}
    </StatCard>
  );
}
