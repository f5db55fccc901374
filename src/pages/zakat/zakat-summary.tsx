import { Badge, Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZakatResponse } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { formatGregorianDay, formatHijriDay, PARTS_SEPARATOR } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';

/**
 * The figure a person came for (product §12): what is owed for every unpaid year; otherwise what the running
 * year would owe if it ended today, only while the wealth is at the nisab; otherwise no figure at all, so nothing on
 * the page contradicts "below the nisab".
 */
export function ZakatAmountCard({ zakat }: { zakat: ZakatResponse }) {
  const { t } = useTranslation();
  const owed = zakat.unpaid.length > 0;
  const label = owed
    ? t('zakat.summary.due')
    : zakat.estimate !== null
      ? t('zakat.summary.ifEndedToday')
      : t('zakat.summary.none');
  const figure = owed ? zakat.amount_due : zakat.estimate;
  const text = owed
    ? null
    : zakat.estimate !== null
      ? t('zakat.summary.estimateText')
      : zakat.current.state === 'running'
        ? t('zakat.summary.runningBelowText')
        : t('zakat.summary.belowText');
  return (
    <Card.Root
      variant="outline"
      bg={owed ? 'gold.subtle' : 'bg.panel'}
      borderColor={owed ? 'gold.border' : 'border'}
      data-testid="zakat-amount"
    >
      <Card.Body gap="2">
        <Text color="fg.muted" fontWeight="600">
          {label}
        </Text>
        {figure !== null && (
          <Box fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" data-testid="zakat-amount-value">
            <Amount value={figure} />
          </Box>
        )}
        <Text color="fg.muted">
          {owed ? (
            zakat.unpaid.length === 1 ? (
              <DueText rate={zakat.rate} value={zakat.value_on_due ?? 0} />
            ) : (
              t('zakat.summary.dueYears', { count: zakat.unpaid.length })
            )
          ) : (
            text
          )}
        </Text>
        {owed && zakat.estimate !== null && (
          <Text color="fg.muted" fontSize="sm" data-testid="zakat-amount-estimate">
            {t('zakat.summary.alsoIfEndedToday')} <Amount value={zakat.estimate} />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** "2.5 % of <value>, …" with the value as an <Amount/> (blurred in privacy mode). */
function DueText({ rate, value }: { rate: number; value: number }) {
  const { t } = useTranslation();
  const [before, after] = t('zakat.summary.dueText', { rate, value: '\u0001' }).split('\u0001');
  return (
    <>
      {before}
      <Amount value={value} />
      {after}
    </>
  );
}

interface ReminderProps {
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
}

/** The nisab (weight, value, reached or not) and the hawl with its dates in both calendars. */
export function ZakatStatus({ zakat, reminder }: { zakat: ZakatResponse; reminder: ReminderProps }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const karat = zakat.settings.nisab_basis === 'gold_24' ? 24 : 21;
  // The year under way; the years owed are listed with "Mark as paid" (product §12).
  const hawl = zakat.current;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <StatusCard
        testId="zakat-nisab"
        title={t('zakat.nisab.title')}
        badge={zakat.nisab_reached ? t('zakat.nisab.reached') : t('zakat.nisab.notReached')}
        badgePalette={zakat.nisab_reached ? 'green' : 'gray'}
      >
        <Text color="fg.muted" data-testid="zakat-nisab-weight">
          {zakat.nisab_metal === 'silver'
            ? t('zakat.nisab.weightSilver', { grams: zakat.nisab_grams })
            : t('zakat.nisab.weight', { grams: zakat.nisab_grams, karat })}
        </Text>
        <Box fontSize="2xl" fontWeight="700" data-testid="zakat-nisab-value">
          <Amount value={zakat.nisab_value} />
        </Box>
        <Stack gap="0.5">
          <Text color="fg.muted" fontSize="sm">
            {t('zakat.nisab.zakatable')}
          </Text>
          <Box fontWeight="600" data-testid="zakat-zakatable-value">
            <Amount value={zakat.zakatable_value} />
          </Box>
        </Stack>
      </StatusCard>

      <StatusCard
        testId="zakat-hawl"
        title={t('zakat.hawl.title')}
        badge={t(`zakat.hawl.state.${hawl.state}`)}
        badgePalette={hawl.state === 'running' ? 'green' : 'gray'}
      >
        {hawl.started_on && hawl.due_on ? (
          <Stack as="dl" gap="2">
            <HawlDay label={t('zakat.hawl.started')} day={hawl.started_on} language={language} />
            <HawlDay
              label={t('zakat.hawl.due')}
              day={hawl.due_on}
              language={language}
              testId="zakat-due-on"
            />
          </Stack>
        ) : (
          <Text color="fg.muted">{t('zakat.hawl.belowText')}</Text>
        )}
        <Text color="fg.subtle" fontSize="xs">
          {zakat.settings.year === 'solar' ? t('zakat.hawl.solarNote') : t('zakat.hawl.sightingNote')}
        </Text>
        <Stack gap="1">
          <Button
            alignSelf="flex-start"
            variant="outline"
            colorPalette="gold"
            size="sm"
            disabled={!reminder.canDownload}
            loading={reminder.downloading}
            onClick={reminder.onDownload}
            data-testid="zakat-reminder"
          >
            {t('zakat.reminder.button')}
          </Button>
          <Text color="fg.muted" fontSize="xs">
            {hawl.due_on ? t('zakat.reminder.text') : t('zakat.reminder.unavailable')}
          </Text>
        </Stack>
      </StatusCard>
    </SimpleGrid>
  );
}

/** One half of the status: a titled card with where things stand as a badge beside the title. */
function StatusCard(props: {
  testId: string;
  title: string;
  badge: string;
  badgePalette: 'green' | 'gold' | 'gray';
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={props.testId}>
      <Card.Body gap="3">
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Heading as="h2" size="lg">
            {props.title}
          </Heading>
          <Badge colorPalette={props.badgePalette} variant="subtle">
            {props.badge}
          </Badge>
        </Stack>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

function HawlDay(props: { label: string; day: string; language: 'ar' | 'en'; testId?: string }) {
  return (
    <Box data-testid={props.testId}>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {props.label}
      </Text>
      <Text as="dd" fontWeight="600">
        {formatHijriDay(props.day, props.language)}
        <Text as="span" color="fg.muted" fontWeight="400">
          {PARTS_SEPARATOR[props.language]}
          {formatGregorianDay(props.day, props.language)}
        </Text>
      </Text>
    </Box>
  );
}
