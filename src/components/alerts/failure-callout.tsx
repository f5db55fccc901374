import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AlertMessage } from '@machines/alerts/types';
import { messageText } from './alert-text';

/** An alert or notification action that failed (the list stays as it was), in a red box. */
export function FailureCallout({ message }: { message: AlertMessage }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description data-testid="error-box">{messageText(t, message)}</Alert.Description>
    </Alert.Root>
  );
}
