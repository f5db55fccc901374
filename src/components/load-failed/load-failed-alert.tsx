import { Alert, Button } from '@chakra-ui/react';

interface LoadFailedAlertProps {
  /** what could not be loaded, in the person's language */
  message: string;
  retryLabel: string;
  /** the flow's own answer (`snapshot.can(retry)`), so a retry already under way cannot be sent twice */
  canRetry: boolean;
  onRetry: () => void;
  testId?: string;
  /** on the message alone, for a test that reads its text */
  messageTestId?: string;
  /** `alert` where the failure answers something the person just did (a dialog's step), so it is announced */
  role?: 'alert';
}

/** The one "could not load, retry" alert of the app's data panels (totals cards, market, chart, zakat, alerts, notifications, the CSV import's steps). */
export function LoadFailedAlert({
  message,
  retryLabel,
  canRetry,
  onRetry,
  testId,
  messageTestId,
  role,
}: LoadFailedAlertProps) {
  return (
    <Alert.Root
      status="error"
      variant="subtle"
      borderRadius="l3"
      alignItems="center"
      role={role}
      data-testid={testId}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description data-testid={messageTestId}>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" disabled={!canRetry} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
