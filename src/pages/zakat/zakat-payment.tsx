import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { selectMayWrite } from '@machines/zakat/selectors';
import type { ZakatPayment, ZakatResponse } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { SectionCard } from '@/components/section-card/section-card';
import { formatGregorianDay, formatHijriDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import { ZakatFailure, type ZakatFailureText } from './zakat-form-parts';
import { ZakatUnpaidYears } from './zakat-unpaid-years';
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
 * The years owed, each with "Mark as paid" (product §12: a payment settles one year), and the payments recorded. A
 * viewer of a shared household (product §13) sees the years and the payments only.
 */
export function ZakatPaymentCard({ actorRef, events, zakat, payments, failure }: ZakatPaymentProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const canWrite = useSelector(actorRef, selectMayWrite);
  const owed = zakat.unpaid.length > 0;

  return (
    <SectionCard title={t('zakat.unpaid.title')}>
      <Text color="fg.muted">{owed ? t('zakat.payment.text') : t('zakat.payment.notDue')}</Text>
      {owed && <ZakatUnpaidYears actorRef={actorRef} events={events} zakat={zakat} canWrite={canWrite} />}
      {failure && <ZakatFailure failure={failure} testId="zakat-payment-error" />}

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
