import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { reportZakatWords } from '@contract/format-report-zakat';
import type { Report } from '@contract/reports';
import type { ReportMachine } from '@machines/report/report.machine';
import {
  selectCanPrint,
  selectCanRetry,
  selectHasFailed,
  selectHasNoReports,
  selectIsLoading,
  selectIsNotFound,
  selectMonth,
  selectMonths,
  selectReport,
} from '@machines/report/selectors';
import { Amount, PrivateText } from '@/components/amount/amount';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageLoading } from '@/components/page-loading/page-loading';
import { PageHeader } from '@/components/page-header/page-header';
import { SectionCard } from '@/components/section-card/section-card';
import { Select } from '@/components/select/select';
import { formatGregorianDay, formatMonth } from '@/i18n/calendar-day';
import { formatAmount, formatNumber } from '@/i18n/format-number';
import { toLanguage } from '@/i18n/languages';
import { GainAmount } from '@/components/portfolio/gain-amount';
import { PrintedPageNumbers } from './printed-page-numbers';
import { ReportHoldingsTable, ReportTransactionsTable } from './report-tables';
import { useReportEvents } from './use-report-events';
import './report-print.css';

/**
 * /dashboard/reports/{YYYY-MM} (product §14): one month of the portfolio, with a month picker and a print button. The
 * print stylesheet (report-print.css) leaves only the report on A4 pages with their numbers.
 */
export function ReportView({ actorRef }: { actorRef: ActorRefFrom<ReportMachine> }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const events = useReportEvents(actorRef);
  const months = useSelector(actorRef, selectMonths);
  const month = useSelector(actorRef, selectMonth);
  const report = useSelector(actorRef, selectReport);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectHasFailed);
  const notFound = useSelector(actorRef, selectIsNotFound);
  const none = useSelector(actorRef, selectHasNoReports);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const canPrint = useSelector(actorRef, selectCanPrint);

  return (
    <Stack gap="6" className="report-page">
      <PrintedPageNumbers />
      <Text className="report-print-only" fontWeight="700" color="gold.fg">
        {t('reports.printedBrand')}
      </Text>
      <PageHeader
        title={t('reports.title')}
        subtitle={month ? t('reports.subtitle', { month: formatMonth(month, language) }) : undefined}
        actions={
          months.length > 0 && (
            <Flex gap="3" align="flex-end" className="report-no-print" wrap="wrap">
              <Select
                size="md"
                width="auto"
                minW="44"
                aria-label={t('reports.month')}
                value={month ?? ''}
                onChange={events.pick}
              >
                {months.map((m) => (
                  <option key={m} value={m}>
                    {formatMonth(m, language)}
                  </option>
                ))}
              </Select>
              <Button colorPalette="gold" disabled={!canPrint} onClick={events.print}>
                {t('reports.print')}
              </Button>
            </Flex>
          )
        }
      />
      {loading && <PageLoading label={t('reports.loading')} inline />}
      {failed && (
        <LoadFailedAlert
          message={t('reports.failed')}
          retryLabel={t('reports.retry')}
          canRetry={canRetry}
          onRetry={events.retry}
        />
      )}
      {notFound && <Notice title={t('reports.notFound')} text={t('reports.notFoundText')} />}
      {none && (
        <Notice title={t('reports.none')} text={t('reports.noneText')}>
          <Button asChild variant="outline" alignSelf="flex-start">
            <Link to="/dashboard/portfolio">{t('reports.toPortfolio')}</Link>
          </Button>
        </Notice>
      )}
      {report && <ReportBody report={report} />}
    </Stack>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <SectionCard title={title} gap="3">
      <Text color="fg.muted">{text}</Text>
      {children}
    </SectionCard>
  );
}

function ReportBody({ report: r }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const day = (d: string) => formatGregorianDay(d, language);
  const pricesOf = (d: string | null) => (d ? t('reports.figures.pricesOf', { day: day(d) }) : undefined);
  const range = (x: Report['usd']) =>
    x
      ? t('reports.figures.range', { min: formatAmount(x.min), max: formatAmount(x.max) })
      : t('reports.figures.noPrices');
  // The same words as the e-mail's, from the same figures (contract/format-report-zakat.ts).
  const words = reportZakatWords(r.zakat);
  const zakatLine =
    words.key === 'reports.zakat.due'
      ? t(words.key, { amount: formatAmount(words.amount) })
      : words.key === 'reports.zakat.below'
        ? t(words.key)
        : t(words.key, { day: day(words.dueOn) });
  return (
    <Stack gap="6" data-testid="report">
      <Text color="fg.muted">
        {t('reports.period', { from: day(r.from), to: day(r.to) })}
        {!r.complete && ` — ${t('reports.running')}`}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" className="report-figures">
        {/* product §17: each value names the day of the prices it was valued at */}
        <Figure label={t('reports.figures.start')} hint={pricesOf(r.start_priced_on)} testId="report-start">
          <Amount value={r.start_value} />
        </Figure>
        <Figure label={t('reports.figures.end')} hint={pricesOf(r.end_priced_on)} testId="report-end">
          <Amount value={r.end_value} />
        </Figure>
        {r.prices_in_month ? (
          <Figure label={t('reports.figures.change')} testId="report-change">
            {r.change_pct === null ? (
              <Amount value={r.change} signed />
            ) : (
              <Box display="inline-block">
                <GainAmount value={r.change} percent={r.change_pct} />
              </Box>
            )}
          </Figure>
        ) : (
          // product §17: both ends at the same older prices; a change of 0.00 would read as a quiet market
          <Figure
            label={t('reports.figures.change')}
            hint={
              r.end_priced_on ? t('reports.figures.noPricesHint', { day: day(r.end_priced_on) }) : undefined
            }
            testId="report-change"
          >
            <Text as="span" fontSize="md" color="fg.muted">
              {t('reports.figures.noPricesChange')}
            </Text>
          </Figure>
        )}
        <Figure label={t('reports.figures.netInvested')} hint={t('reports.figures.netInvestedHint')}>
          <Amount value={r.net_invested} signed />
        </Figure>
        <Figure
          label={t('reports.figures.grams')}
          hint={t('reports.figures.pureGold', { grams: formatNumber(r.pure_gold_grams) })}
          testId="report-grams"
        >
          <PrivateText>{formatNumber(r.total_grams)}</PrivateText>
        </Figure>
        <Figure label={t('reports.figures.gold21')} hint={`${t('reports.figures.usd')}: ${range(r.usd)}`}>
          <Text as="span" fontSize="md">
            {range(r.gold_21_buy)}
          </Text>
        </Figure>
      </SimpleGrid>
      <Section title={t('reports.holdings.title')}>
        <ReportHoldingsTable holdings={r.holdings} pricesInMonth={r.prices_in_month} />
      </Section>
      <Section title={t('reports.transactions.title')}>
        <ReportTransactionsTable transactions={r.transactions} />
      </Section>
      <Section title={t('reports.zakat.title')}>
        <Text data-testid="report-zakat">
          {zakatLine}{' '}
          <Text as="span" color="fg.muted">
            {t('reports.zakat.asOf', { day: day(r.zakat.as_of) })}
          </Text>
        </Text>
        <Button asChild variant="outline" size="sm" alignSelf="flex-start" className="report-no-print">
          <Link to="/dashboard/zakat">{t('reports.zakat.open')}</Link>
        </Button>
      </Section>
    </Stack>
  );
}

function Figure({
  label,
  hint,
  testId,
  children,
}: {
  label: string;
  hint?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" className="report-figure">
      <Card.Body gap="1" p="4">
        <Text color="fg.muted" fontWeight="600" fontSize="sm">
          {label}
        </Text>
        <Box fontSize={{ base: 'xl', md: '2xl' }} fontWeight="700" data-testid={testId}>
          {children}
        </Box>
        {hint && (
          <Text color="fg.muted" fontSize="xs">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" className="report-section">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
