import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { ForbiddenMessage } from '@/components/forbidden/forbidden-message';

/** What the router shows when a route throws (product §8 General, §6 forbidden). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenMessage />;
  console.error(error);
  // A lazy chunk that no longer exists (a new version was deployed) is fixed by a reload.
  const staleChunk =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <ErrorScreen
      title={t('general.errorTitle')}
      message={staleChunk ? t('general.unexpectedError') : t('general.technicalDifficulties')}
    />
  );
}
