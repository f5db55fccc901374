import { Alert, Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { dateOfDay } from '@/components/date-picker/date-picker-config';
import {
  selectFieldError,
  selectForm,
  selectIsEditing,
  selectProblem,
} from '@machines/transaction-dialog/selectors';
import { AssetPickers } from './asset-pickers';
import { HeldQuantity } from './held-quantity';
import { LineTotal } from './line-total';
import { MemberPicker } from './member-picker';
import { TodayPriceButton } from './today-price-button';
import { NumberInputField } from './number-input-field';
import { fieldErrorMessage } from './transaction-messages';
import { TransactionTypeToggle } from './transaction-type-toggle';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';
import { WorkmanshipFields, WorkmanshipSplit } from './workmanship-fields';

export const transactionFormId = 'transaction-dialog-form';

const selectDateError = selectFieldError('date');

const problemMessage = {
  allFieldsRequired: 'errors.validation.allFieldsRequired',
  subTypeRequired: 'errors.validation.SubTypeError',
} as const;

/** The fields of the dialog (product §2): buy/sell, main and sub type, quantity, purchase date, price, line total. */
export function TransactionForm({ actorRef, today }: { actorRef: TransactionDialogActor; today: string }) {
  const { t, i18n } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const editing = useSelector(actorRef, selectIsEditing);
  const form = useSelector(actorRef, selectForm);
  const problem = useSelector(actorRef, selectProblem);
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const missing = (value: string) => problem === 'allFieldsRequired' && value.trim() === '';
  const dateError = useSelector(actorRef, selectDateError, (a, b) => JSON.stringify(a) === JSON.stringify(b));

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
        <MemberPicker actorRef={actorRef} />
        <AssetPickers actorRef={actorRef} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberInputField
            actorRef={actorRef}
            field="quantity"
            label={t('transaction.quantity')}
            value={form.quantity}
            missing={missing(form.quantity)}
            onChange={events.setQuantity}
            onLeave={events.leaveQuantity}
          />
          <Field.Root required invalid={form.date === '' || dateError !== null}>
            <Field.Label>
              {/* The date label fits the type (product §10): not "purchase date" on a sale. */}
              {t(form.transactionType === 'sell' ? 'transaction.saleDate' : 'transaction.purchaseDate')}
              <Field.RequiredIndicator />
            </Field.Label>
            <DatePicker
              value={form.date}
              onChange={events.setDate}
              language={language}
              maxDate={dateOfDay(today) ?? undefined}
              invalid={form.date === ''}
              name="purchaseDate"
              // product §5: the date picker reports 'Date input not valid.'; a server refusal says its own reason.
              errorText={dateError ? fieldErrorMessage(t, dateError) : t('transaction.dateInvalid')}
            />
          </Field.Root>
        </SimpleGrid>
        <HeldQuantity actorRef={actorRef} />
        <NumberInputField
          actorRef={actorRef}
          field="price"
          label={t('transaction.price')}
          value={form.price}
          missing={missing(form.price)}
          onChange={events.setPrice}
          onLeave={events.leavePrice}
          unit={t('common.currency.EGP')}
          // Product §17: a currency has no workmanship; the hint names what one unit is for the chosen type.
          hint={t(`transaction.priceHints.${form.mainType === '' ? 'none' : form.mainType}`)}
          placeholder="0.00"
        />
        <WorkmanshipSplit actorRef={actorRef} />
        <TodayPriceButton actorRef={actorRef} />
        <WorkmanshipFields actorRef={actorRef} />
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
