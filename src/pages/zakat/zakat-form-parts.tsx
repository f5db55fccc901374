import { Alert, Button, Field, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NumberInputProblem } from '@contract/number-input';
import { amountProblemMessage } from './zakat-messages';

/** What failed (zakatFailureMessage): a title, and the server's reason when it gave one. */
export type ZakatFailureText = { title: string; description?: string };

/** Saving the settings or recording a payment: the page's gold button (none for a viewer, product §13: not offered). */
export function ZakatSubmit(props: {
  kind: 'settings' | 'payment';
  ready: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const settings = props.kind === 'settings';
  return (
    <Button
      alignSelf="flex-start"
      colorPalette="gold"
      disabled={!props.ready}
      loading={props.busy}
      onClick={props.onClick}
      data-testid={settings ? 'zakat-save-settings' : 'zakat-record-payment'}
    >
      {settings ? t('zakat.settings.save') : t('zakat.payment.record')}
    </Button>
  );
}

/** A failed save, payment or reminder, in a red box beside the button that sent it. */
export function ZakatFailure({ failure, testId }: { failure: ZakatFailureText; testId: string }) {
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="l3" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.title}</Alert.Title>
        {failure.description && <Alert.Description>{failure.description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * An amount in pounds as the person types it (the zakat machine reads it with contract/number-input): why it
 * cannot be read when it cannot, else the field's note if it has one.
 */
export function PoundsField({
  label,
  name,
  value,
  onChange,
  problem,
  note,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  problem: NumberInputProblem | null;
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      <InputGroup endElement={t('common.currency.EGP')}>
        <Input
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </InputGroup>
      {problem ? (
        <Field.ErrorText data-testid={`${name}-error`}>{amountProblemMessage(t, problem)}</Field.ErrorText>
      ) : (
        note && <Field.HelperText>{note}</Field.HelperText>
      )}
    </Field.Root>
  );
}
