import { Box, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ZakatPayment, ZakatResponse } from '@contract/zakat';
import { useCanWrite } from '@/app/household-scope/use-scope-members';
import { Amount } from '@/components/amount/amount';
import { SectionCard } from '@/components/section-card/section-card';
import { formatGregorianDay, formatHijriDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import {
  selectCanRecordPayment,
  selectIsRecordingPayment,
  selectPaymentAmountProblem,
  selectPaymentForm,
} from '@machines/zakat/selectors';
import { PoundsField, ZakatFailure, ZakatSubmit, type ZakatFailureText } from './zakat-form-parts';
import type { useZakatEvents, ZakatActor } from './use-zakat-events';

type Events = ReturnType<typeof useZakatEvents>;

interface ZakatPaymentProps {
  actorRef: ZakatActor;
  events: Events;
  zakat: ZakatResponse;
  payments: ZakatPayment[];
  failure: ZakatFailureText | null;
}

/**
 * "Mark as paid" (only once zakat is due: the server settles the hawl that is due) and the payments recorded. A
 * viewer of a shared household (issue 17) sees the payments only.
 */
export function ZakatPaymentCard({ actorRef, events, zakat, payments, failure }: ZakatPaymentProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const form = useSelector(actorRef, selectPaymentForm);
  const problem = useSelector(actorRef, selectPaymentAmountProblem);
  const canRecord = useSelector(actorRef, selectCanRecordPayment);
  const recording = useSelector(actorRef, selectIsRecordingPayment);
  const canWrite = useCanWrite();
  const due = zakat.hawl.state === 'due' && canWrite;

  return (
    <SectionCard title={t('zakat.payment.title')}>
      <Text color="fg.muted">{due ? t('zakat.payment.text') : t('zakat.payment.notDue')}</Text>
      {due && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('zakat.payment.paidOn')}</Field.Label>
            <Input
              type="date"
              name="paidOn"
              max={zakat.as_of}
              value={form.paidOn}
              onChange={(e) => events.editPayment('paidOn', e.currentTarget.value)}
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
      )}
      {failure && <ZakatFailure failure={failure} testId="zakat-payment-error" />}
      {due && (
        <ZakatSubmit kind="payment" ready={canRecord} busy={recording} onClick={events.recordPayment} />
      )}

      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('zakat.payment.history')}
        </Heading>
        {payments.length === 0 ? (
          <Text color="fg.muted">{t('zakat.payment.empty')}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="zakat-payments">
            {payments.map((payment) => (
              <Box
                as="li"
                key={payment.uuid}
                py="2"
                borderBottomWidth="1px"
                borderColor="border.muted"
                display="flex"
                justifyContent="space-between"
                gap="3"
              >
                <Stack gap="0">
                  <Text fontWeight="600">{formatGregorianDay(payment.paid_on, language)}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('zakat.payment.settles', {
                      started: formatHijriDay(payment.hawl_started_on, language),
                      due: formatHijriDay(payment.hawl_due_on, language),
                    })}
                  </Text>
                </Stack>
                <Box fontWeight="600">
                  <Amount value={payment.amount} />
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
