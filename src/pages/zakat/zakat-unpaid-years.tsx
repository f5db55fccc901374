import { Box, Button, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { UnpaidYear, ZakatResponse } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { DatePicker } from '@/components/date-picker/date-picker';
import { dateOfDay } from '@/components/date-picker/date-picker-config';
import { formatGregorianDay, formatHijriDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import {
  selectCanRecordPayment,
  selectIsRecordingPayment,
  selectPaymentAmountProblem,
  selectPaymentForm,
} from '@machines/zakat/selectors';
import { PoundsField, ZakatSubmit } from './zakat-form-parts';
import type { useZakatEvents, ZakatActor } from './use-zakat-events';

type Events = ReturnType<typeof useZakatEvents>;

/**
 * Every unpaid year (product §12), oldest first, each with "Mark as paid": the chosen year opens the form (the
 * day paid and the amount, filled with that year's zakat). `canWrite`: a viewer of a shared household sees the years
 * but records nothing.
 */
export function ZakatUnpaidYears(props: {
  actorRef: ZakatActor;
  events: Events;
  zakat: ZakatResponse;
  canWrite: boolean;
}) {
  const { actorRef, events, zakat, canWrite } = props;
  const form = useSelector(actorRef, selectPaymentForm);
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="zakat-unpaid">
      {zakat.unpaid.map((year) => (
        <UnpaidYearRow
          key={year.due_on}
          year={year}
          rate={zakat.rate}
          today={zakat.as_of}
          chosen={canWrite && form.dueOn === year.due_on}
          canWrite={canWrite}
          actorRef={actorRef}
          events={events}
        />
      ))}
    </Stack>
  );
}

function UnpaidYearRow(props: {
  year: UnpaidYear;
  rate: number;
  today: string;
  chosen: boolean;
  canWrite: boolean;
  actorRef: ZakatActor;
  events: Events;
}) {
  const { year, chosen, events } = props;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={chosen ? 'gold.border' : 'border'}
      bg={chosen ? 'gold.subtle' : undefined}
      borderRadius="l2"
      p="3"
      data-testid={`zakat-unpaid-${year.due_on}`}
    >
      <Stack direction="row" justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Text fontWeight="600">
            {t('zakat.unpaid.year', {
              due: formatHijriDay(year.due_on, language),
              gregorian: formatGregorianDay(year.due_on, language),
            })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('zakat.unpaid.since', { started: formatGregorianDay(year.started_on, language) })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('zakat.unpaid.rateOf', { rate: props.rate })} <Amount value={year.value_on_due} />
          </Text>
        </Stack>
        <Stack gap="1" align="flex-end">
          <Box fontSize="xl" fontWeight="700" data-testid="zakat-unpaid-amount">
            <Amount value={year.amount} />
          </Box>
          {props.canWrite && !chosen && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="gold"
              onClick={() => events.editPayment('dueOn', year.due_on)}
            >
              {t('zakat.payment.record')}
            </Button>
          )}
        </Stack>
      </Stack>
      {chosen && <PaymentFields actorRef={props.actorRef} events={events} today={props.today} />}
    </Box>
  );
}

function PaymentFields(props: { actorRef: ZakatActor; events: Events; today: string }) {
  const { actorRef, events } = props;
  const { t, i18n } = useTranslation();
  const form = useSelector(actorRef, selectPaymentForm);
  const problem = useSelector(actorRef, selectPaymentAmountProblem);
  const canRecord = useSelector(actorRef, selectCanRecordPayment);
  const recording = useSelector(actorRef, selectIsRecordingPayment);
  return (
    <Stack gap="3" mt="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {/* The app's typed date field: the order to type in the person's language, the day echoed in words. */}
        <Field.Root invalid={form.paidOn === ''}>
          <Field.Label>{t('zakat.payment.paidOn')}</Field.Label>
          <DatePicker
            name="paidOn"
            value={form.paidOn}
            onChange={(day) => events.editPayment('paidOn', day)}
            language={toLanguage(i18n.language)}
            maxDate={dateOfDay(props.today) ?? undefined}
            invalid={form.paidOn === ''}
            errorText={t('transaction.dateInvalid')}
          />
        </Field.Root>
        <PoundsField
          label={t('zakat.payment.amount')}
          name="amount"
          value={form.amount}
          onChange={(value) => events.editPayment('amount', value)}
          problem={problem}
        />
      </SimpleGrid>
      <ZakatSubmit kind="payment" ready={canRecord} busy={recording} onClick={events.recordPayment} />
    </Stack>
  );
}
