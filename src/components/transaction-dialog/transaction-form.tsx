import { Alert, Field, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { dateOfDay } from '@/components/date-picker/date-picker-config';
import { selectForm, selectIsEditing, selectProblem } from '@machines/transaction-dialog/selectors';
import { AssetPickers } from './asset-pickers';
import { LineTotal } from './line-total';
import { TransactionTypeToggle } from './transaction-type-toggle';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';

export const transactionFormId = 'transaction-dialog-form';

const problemMessage = {
  allFieldsRequired: 'errors.validation.allFieldsRequired',
  subTypeRequired: 'errors.validation.SubTypeError',
} as const;

/** The fields of the dialog (spec §2): buy/sell, main and sub type, quantity, purchase date, price, line total. */
export function TransactionForm({ actorRef, today }: { actorRef: TransactionDialogActor; today: string }) {
  const { t, i18n } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const editing = useSelector(actorRef, selectIsEditing);
  const form = useSelector(actorRef, selectForm);
  const problem = useSelector(actorRef, selectProblem);
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const missing = (value: string) => problem === 'allFieldsRequired' && value === '';

  return (
    <form
      id={transactionFormId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        events.submit();
      }}
    >
      <Stack gap="5">
        <TransactionTypeToggle
          value={form.transactionType}
          onChange={events.setTransactionType}
          readOnly={editing}
        />
        <AssetPickers actorRef={actorRef} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={missing(form.quantity)}>
            <Field.Label>
              {t('transaction.quantity')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="quantity"
              inputMode="decimal"
              autoComplete="off"
              value={form.quantity}
              onChange={(e) => events.setQuantity(e.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root required invalid={form.date === ''}>
            <Field.Label>
              {t('transaction.purchaseDate')}
              <Field.RequiredIndicator />
            </Field.Label>
            <DatePicker
              value={form.date}
              onChange={events.setDate}
              language={language}
              maxDate={dateOfDay(today) ?? undefined}
              invalid={form.date === ''}
              name="purchaseDate"
            />
            {/* spec §5: the date picker reports 'Date input not valid.' */}
            <Field.ErrorText>{t('transaction.dateInvalid')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={missing(form.price)}>
          <Field.Label>
            {t('transaction.price')}
            <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup endElement={t('common.currency.EGP')}>
            <Input
              name="price"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={form.price}
              onChange={(e) => events.setPrice(e.currentTarget.value)}
            />
          </InputGroup>
          <Field.HelperText>{t('transaction.priceHint')}</Field.HelperText>
        </Field.Root>
        <LineTotal quantity={form.quantity} price={form.price} />
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(problemMessage[problem])}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </form>
  );
}
