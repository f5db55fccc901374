import { Box, chakra, Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/i18n/trans';
import { formatDecimal } from '@contract/format-number';
import { PrivateText } from '@/components/amount/amount';
import {
  selectForm,
  selectIncludesWorkmanship,
  selectIsBusy,
  selectTakesWorkmanship,
  selectWorkmanshipSplit,
} from '@machines/transaction-dialog/selectors';
import { NumberInputField } from './number-input-field';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';

const sameSplit = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The price split live as the person types (product §17): "Gold 5,700 + workmanship 300 per gram", and the maker's
 * refund when one is promised. Shown under the price while the disclosure is open and the two figures fit together.
 */
export function WorkmanshipSplit({ actorRef }: { actorRef: TransactionDialogActor }) {
  const split = useSelector(actorRef, selectWorkmanshipSplit, sameSplit);
  if (!split) return null;
  return (
    <Box as="p" fontSize="sm" color="fg.muted" mt="-3" aria-live="polite" data-testid="workmanship-split">
      <Trans
        i18nKey={`transaction.workmanship.split.${split.mainType}`}
        components={{
          gold: <PrivateText>{formatDecimal(split.gold)}</PrivateText>,
          work: <PrivateText>{formatDecimal(split.workmanship)}</PrivateText>,
        }}
      />
      {split.refund !== null && (
        <Box as="span" display="block">
          <Trans
            i18nKey="transaction.workmanship.splitRefund"
            components={{ refund: <PrivateText>{formatDecimal(split.refund)}</PrivateText> }}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * "This price includes workmanship" (product §17): offered on a buy of gold only, it opens the two optional parts of
 * the price, per unit of the chosen type: the workmanship (with stamp and tax) and the maker's refund on resale.
 */
export function WorkmanshipFields({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const offered = useSelector(actorRef, selectTakesWorkmanship);
  const open = useSelector(actorRef, selectIncludesWorkmanship);
  const busy = useSelector(actorRef, selectIsBusy);
  const form = useSelector(actorRef, selectForm);
  if (!offered || form.mainType === '') return null;
  return (
    <Stack gap="3" data-testid="workmanship">
      <Field.Root>
        {/* A native checkbox: the app's Chakra system carries no checkbox recipe. */}
        <chakra.label display="flex" alignItems="center" gap="2" fontWeight="medium" cursor="pointer">
          <chakra.input
            type="checkbox"
            checked={open}
            disabled={busy}
            onChange={events.toggleWorkmanship}
            width="4"
            height="4"
            accentColor="var(--chakra-colors-gold-solid)"
          />
          {t('transaction.workmanship.include')}
        </chakra.label>
        {!open && <Field.HelperText>{t('transaction.workmanship.includeHint')}</Field.HelperText>}
      </Field.Root>
      {open && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberInputField
            actorRef={actorRef}
            field="workmanship"
            label={t(`transaction.workmanship.label.${form.mainType}`)}
            value={form.workmanship}
            missing={false}
            required={false}
            onChange={events.setWorkmanship}
            onLeave={events.leaveWorkmanship}
            unit={t('common.currency.EGP')}
            hint={t('transaction.workmanship.hint')}
            placeholder="0.00"
          />
          <NumberInputField
            actorRef={actorRef}
            field="refund"
            label={t(`transaction.workmanship.refundLabel.${form.mainType}`)}
            value={form.refund}
            missing={false}
            required={false}
            onChange={events.setRefund}
            onLeave={events.leaveRefund}
            unit={t('common.currency.EGP')}
            hint={t('transaction.workmanship.refundHint')}
            placeholder="0.00"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
