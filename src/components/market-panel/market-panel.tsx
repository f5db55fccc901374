import { Box, Card, chakra, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_INSTRUMENTS, type AlertInstrument } from '@contract/alerts-values';
import type {
  CurrencyRate,
  DailyChange,
  GoldPrices,
  MarketResponse,
  PriceInstrument,
  SilverPrices,
} from '@contract/market';
import { useLanguage } from '@/app/preferences/use-preferences';
import { Amount } from '@/components/amount/amount';
import { formatCairoTime } from '@/i18n/cairo-time';
import { formatCairoDay } from '@/i18n/price-age';
import { HistoryButton, PriceChange } from './price-change';
import styles from './price-change.module.css';

type Karat = 24 | 21 | 18 | 14;
interface KaratRow {
  karat: Karat;
  buy: number;
  sell: number;
}

/** product §4, §9: 24, 21 and 18 always; 14 only when both sides are quoted. */
export function karatRows(gold: GoldPrices): KaratRow[] {
  const rows: KaratRow[] = [
    { karat: 24, buy: gold.gold_24_buy, sell: gold.gold_24_sell },
    { karat: 21, buy: gold.gold_21_buy, sell: gold.gold_21_sell },
    { karat: 18, buy: gold.gold_18_buy, sell: gold.gold_18_sell },
  ];
  if (gold.gold_14_buy != null && gold.gold_14_sell != null) {
    rows.push({ karat: 14, buy: gold.gold_14_buy, sell: gold.gold_14_sell });
  }
  return rows;
}

/** The silver rows by fineness, 999 then 925. */
export function silverRows(silver: SilverPrices): { fineness: 999 | 925; buy: number; sell: number }[] {
  return [
    { fineness: 999, buy: silver.silver_999_buy, sell: silver.silver_999_sell },
    { fineness: 925, buy: silver.silver_925_buy, sell: silver.silver_925_sell },
  ];
}

/** Something shown beside a price (the market page's alert bell, product §14). */
export type PriceAction = (instrument: AlertInstrument, price: number) => ReactNode;

/** Opens a price's own history chart. */
export type OpenHistory = (instrument: PriceInstrument) => void;

/**
 * The market data panel of the Market page (product §2): gold prices, gold pound and ounce, currency rates; each
 * price with its change since the previous Cairo close, and a way into its own history chart.
 */
export function MarketPanel({
  market,
  priceAction,
  onHistory,
}: {
  market: MarketResponse;
  priceAction?: PriceAction;
  onHistory?: OpenHistory;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gold = market.gold_prices;
  const change = market.daily_change;
  const goldChange = (key: string) => change?.gold_prices[key];
  const history = (name: string, instrument: PriceInstrument) =>
    onHistory && <HistoryButton name={name} instrument={instrument} onOpen={onHistory} />;

  return (
    <Stack gap={{ base: 4, md: 6 }}>
      <Stack gap={1}>
        <Text color="fg.muted" fontSize="sm" data-testid="market-last-updated">
          {t('market.lastUpdated')}:{' '}
          <chakra.time dateTime={market.last_updated} fontWeight="medium" color="fg">
            {formatCairoTime(market.last_updated, language)}
          </chakra.time>{' '}
          <chakra.span whiteSpace="nowrap">({t('market.cairoTime')})</chakra.span>
        </Text>
        {change && <ChangeSince change={change} />}
        {/* Which side is which, in the person's words: the two columns read from the shop's side. */}
        <Text fontSize="sm" data-testid="market-sides">
          {t('market.sides')}
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 4, md: 6 }} alignItems="start">
        <PanelCard id="market-gold-title" title={t('market.gold.title')} subtitle={t('market.gold.perGram')}>
          <Table.Root size="sm" variant="line" data-testid="market-gold-table">
            <Table.Header>
              <Table.Row bg="transparent">
                <Table.ColumnHeader>{t('market.gold.karat')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" title={t('market.gold.buyHint')}>
                  {t('market.gold.buy')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" title={t('market.gold.sellHint')}>
                  {t('market.gold.sell')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {karatRows(gold).map((row) => (
                <tr key={row.karat} className={styles.row} data-testid={`market-karat-${row.karat}`}>
                  <td className={`${styles.cell} ${styles.karat}`}>
                    <div className={styles.nameLine}>
                      {t(`karats.${row.karat}`)}
                      {history(t(`karats.${row.karat}`), `gold_${row.karat}`)}
                    </div>
                  </td>
                  <td className={`${styles.cell} ${styles.end}`}>
                    <Amount value={row.buy} />
                    {priceAction?.(`gold_${row.karat}_buy`, row.buy)}
                    <PriceChange
                      change={goldChange(`gold_${row.karat}_buy`)}
                      price={row.buy}
                      testId={`change-gold_${row.karat}_buy`}
                    />
                  </td>
                  <td className={`${styles.cell} ${styles.end}`}>
                    <Amount value={row.sell} />
                    {priceAction?.(`gold_${row.karat}_sell`, row.sell)}
                    <PriceChange
                      change={goldChange(`gold_${row.karat}_sell`)}
                      price={row.sell}
                      testId={`change-gold_${row.karat}_sell`}
                    />
                  </td>
                </tr>
              ))}
            </Table.Body>
          </Table.Root>

          {(gold.gold_pound_buy > 0 || gold.gold_ounce_price > 0) && (
            <Stack gap={0} mt={4} borderTopWidth="1px" borderColor="border.muted">
              {/* product §4: the gold pound and global ounce lines only when above zero. */}
              {gold.gold_pound_buy > 0 && (
                <PriceLine
                  testId="market-gold-pound"
                  label={t('market.gold.pound')}
                  hint={t('market.gold.poundHint')}
                  amount={<Amount value={gold.gold_pound_buy} />}
                  action={priceAction?.('gold_pound_buy', gold.gold_pound_buy)}
                  change={
                    <PriceChange
                      change={goldChange('gold_pound_buy')}
                      price={gold.gold_pound_buy}
                      testId="change-gold_pound_buy"
                    />
                  }
                  history={history(t('market.gold.pound'), 'gold_pound')}
                />
              )}
              {gold.gold_ounce_price > 0 && (
                <PriceLine
                  testId="market-gold-ounce"
                  label={t('market.gold.ounce')}
                  hint={t('market.gold.ounceHint')}
                  amount={<Amount value={gold.gold_ounce_price} currency="USD" />}
                  action={priceAction?.('gold_ounce_price', gold.gold_ounce_price)}
                  change={
                    <PriceChange
                      change={goldChange('gold_ounce_price')}
                      price={gold.gold_ounce_price}
                      testId="change-gold_ounce_price"
                    />
                  }
                  history={history(t('market.gold.ounce'), 'gold_ounce')}
                />
              )}
            </Stack>
          )}
        </PanelCard>

        {market.silver_prices && <SilverCard silver={market.silver_prices} />}

        <PanelCard
          id="market-currencies-title"
          title={t('market.currencies.title')}
          subtitle={t('market.currencies.subtitle')}
        >
          <Table.Root size="sm" variant="line" data-testid="market-currency-table">
            <Table.Header>
              <Table.Row bg="transparent">
                <Table.ColumnHeader>{t('market.currencies.currency')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('market.currencies.rate')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {market.currency_rates.map((rate) => (
                <CurrencyRow
                  key={rate.code}
                  rate={rate}
                  change={change?.currency_rates[rate.code]}
                  onHistory={onHistory}
                  action={
                    (ALERT_INSTRUMENTS as readonly string[]).includes(rate.code)
                      ? priceAction?.(rate.code as AlertInstrument, rate.value)
                      : undefined
                  }
                />
              ))}
            </Table.Body>
          </Table.Root>
        </PanelCard>
      </SimpleGrid>
    </Stack>
  );
}

/** Silver per gram by fineness and the silver ounce; shown only when the reading quotes silver. */
function SilverCard({ silver }: { silver: SilverPrices }) {
  const { t } = useTranslation();
  return (
    <PanelCard
      id="market-silver-title"
      title={t('market.silver.title')}
      subtitle={t('market.silver.perGram')}
    >
      <Table.Root size="sm" variant="line" data-testid="market-silver-table">
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader>{t('market.silver.fineness')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('market.gold.buyHint')}>
              {t('market.gold.buy')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('market.gold.sellHint')}>
              {t('market.gold.sell')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {silverRows(silver).map((row) => (
            <tr key={row.fineness} className={styles.row} data-testid={`market-silver-${row.fineness}`}>
              <td className={`${styles.cell} ${styles.name}`}>{t(`market.silver.g${row.fineness}`)}</td>
              <td className={`${styles.cell} ${styles.end}`}>
                <Amount value={row.buy} />
              </td>
              <td className={`${styles.cell} ${styles.end}`}>
                <Amount value={row.sell} />
              </td>
            </tr>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack gap={0} mt={4} borderTopWidth="1px" borderColor="border.muted">
        <PriceLine
          testId="market-silver-ounce"
          label={t('market.silver.ounce')}
          hint={t('market.silver.ounceHint')}
          amount={<Amount value={silver.silver_ounce_price} currency="USD" />}
        />
      </Stack>
    </PanelCard>
  );
}

/** One of the panel's cards, named by its heading. */
function PanelCard({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" aria-labelledby={id}>
      <Card.Header pb={2}>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {subtitle}
        </Text>
      </Card.Header>
      <Card.Body pt={2}>{children}</Card.Body>
    </Card.Root>
  );
}

function PriceLine({
  label,
  hint,
  amount,
  action,
  change,
  history,
  testId,
}: {
  label: string;
  hint: string;
  amount: React.ReactNode;
  action?: ReactNode;
  change?: ReactNode;
  history?: ReactNode;
  testId: string;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={3}
      py={3}
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid={testId}
    >
      <Box>
        <Flex align="center" gap={1}>
          <Text fontWeight="semibold">{label}</Text>
          {history}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Box>
      <Box textAlign="end">
        {amount}
        {action}
        {change}
      </Box>
    </Flex>
  );
}

function CurrencyRow({
  rate,
  action,
  change,
  onHistory,
}: {
  rate: CurrencyRate;
  action?: ReactNode;
  change: number | null | undefined;
  onHistory?: OpenHistory;
}) {
  const { t } = useTranslation();
  // product §9: the currency names have Arabic translations; a code we do not know keeps the server's name.
  const name = t(`currencies.${rate.code}`, { defaultValue: rate.name });
  return (
    <tr className={styles.row} data-testid={`market-rate-${rate.code}`}>
      <td className={styles.cell}>
        <div className={`${styles.nameLine} ${styles.wide}`}>
          <span className={styles.code}>{rate.code}</span>
          <span>{name}</span>
          {onHistory && <HistoryButton name={name} instrument={rate.code} onOpen={onHistory} />}
        </div>
      </td>
      <td className={`${styles.cell} ${styles.end}`}>
        <Amount value={rate.value} fractionDigits={4} />
        {action}
        <PriceChange change={change} price={rate.value} fractionDigits={4} testId={`change-${rate.code}`} />
      </td>
    </tr>
  );
}

/** Which close the changes compare with (the previous Cairo day's, or the last earlier one with prices). */
function ChangeSince({ change }: { change: DailyChange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="market-change-since">
      {change.previous_close_day
        ? t('market.change.since', { day: formatCairoDay(change.previous_close_day, language) })
        : t('market.change.noClose')}
    </Text>
  );
}
