import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen/error-screen';

/** product §6: 'You do not have permission to access this page.' */
export function ForbiddenMessage() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('forbidden.title')} message={t('forbidden.message')} canRetry={false} />;
}
