import { useTranslation } from 'react-i18next';
import type { UserMessage } from '@machines/shared/api-failure';
import { ErrorAlert } from '@/components/public-ui/alert';
import { messageText } from './user-message';

/** product §8: failures in a red box. Drawn without Chakra, so the auth screens can render before it loads. */
export function ErrorBox({ message }: { message: UserMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return <ErrorAlert>{messageText(t, message)}</ErrorAlert>;
}
