import { Alert, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What failed (zakatFailureMessage): a title, and the server's reason when it gave one. */
export type ZakatFailureText = { title: string; description?: string };

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

/** An amount in pounds as the person types it; the zakat machine reads it with contract/number-input. */
export function PoundsInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <InputGroup endElement={t('common.currency.EGP')}>
      <Input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </InputGroup>
  );
}
