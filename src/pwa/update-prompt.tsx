import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '@machines/app-update/app-update.machine';
import {
  selectCanAccept,
  selectCanDismiss,
  selectIsUpdating,
  selectPromptShown,
} from '@machines/app-update/selectors';
import { RefreshIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/public-ui/public-ui';
import { PwaCardBody } from './pwa-card';
import styles from './pwa.module.css';
import { useAppUpdateEvents } from './use-app-update-events';

/**
 * "A new version is available": the person chooses when to reload, so nothing typed in an open form is lost
 * (machines/app-update). Never takes the focus: it may appear while someone is typing.
 */
export function UpdatePromptView({ actorRef }: { actorRef: ActorRefFrom<typeof appUpdateMachine> }) {
  const { t } = useTranslation();
  const events = useAppUpdateEvents(actorRef);
  const shown = useSelector(actorRef, selectPromptShown);
  const updating = useSelector(actorRef, selectIsUpdating);
  const canAccept = useSelector(actorRef, selectCanAccept);
  const canDismiss = useSelector(actorRef, selectCanDismiss);
  if (!shown) return null;
  return (
    <section
      className={`${styles.card} ${styles.prompt}`}
      aria-label={t('pwa.update.title')}
      data-testid="update-prompt"
    >
      <PwaCardBody icon={RefreshIcon} title={t('pwa.update.title')} message={t('pwa.update.message')}>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={!canAccept}
            aria-busy={updating}
            onClick={events.accept}
          >
            {updating ? t('pwa.update.reloading') : t('pwa.update.reload')}
          </button>
          {canDismiss && (
            <button type="button" className={buttonClass('ghost')} onClick={events.dismiss}>
              {t('pwa.update.later')}
            </button>
          )}
        </div>
      </PwaCardBody>
    </section>
  );
}
