import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '@machines/shared/api-failure';
import { messageText } from './user-message';

/** spec §8: failures in a red box. */
export function ErrorBox({ message }: { message: UserMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="lg" role="alert" data-testid="error-box">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{messageText(t, message)}</Alert.Title>
    </Alert.Root>
  );
}
