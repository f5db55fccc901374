import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { selectFieldError, type FieldError } from '@machines/transaction-dialog/selectors';
import type { NumberField } from '@machines/transaction-dialog/types';
import { fieldErrorMessage } from './transaction-messages';
import type { TransactionDialogActor } from './use-transaction-dialog';

const sameError = (a: FieldError | null, b: FieldError | null) => JSON.stringify(a) === JSON.stringify(b);

interface NumberInputFieldProps {
  actorRef: TransactionDialogActor;
  field: NumberField;
  label: string;
  value: string;
  /** Marked as missing by a submit (product §5 "Please fill in all required fields"). */
  missing: boolean;
  /** Whether the form needs it (default); an optional field carries no required mark. */
  required?: boolean;
  onChange: (text: string) => void;
  onLeave: () => void;
  unit?: string;
  hint?: string;
  placeholder?: string;
}

/**
 * A typed number (product §10): the text stays as the person wrote it, and the field says why it cannot be recorded
 * (a reading problem once the field is left or a save is tried, or the server's refusal) in the person's language.
 */
export function NumberInputField(props: NumberInputFieldProps) {
  const { t } = useTranslation();
  const error = useSelector(props.actorRef, selectFieldError(props.field), sameError);
  const input = (
    <Input
      name={props.field}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onBlur={props.onLeave}
    />
  );
  return (
    <Field.Root required={props.required ?? true} invalid={props.missing || error !== null}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.unit ? <InputGroup endElement={props.unit}>{input}</InputGroup> : input}
      {error && (
        <Field.ErrorText data-testid={`${props.field}-error`}>{fieldErrorMessage(t, error)}</Field.ErrorText>
      )}
      {props.hint && !error && <Field.HelperText>{props.hint}</Field.HelperText>}
    </Field.Root>
  );
}
