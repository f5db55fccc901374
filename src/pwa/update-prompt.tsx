import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '@machines/app-update/app-update.machine';
import {
  selectCanAccept,
  selectCanDismiss,
  selectIsUpdating,
  selectPromptShown,
} from '@machines/app-update/selectors';
import { buttonClass } from '@/components/public-ui/public-ui';
import styles from './pwa.module.css';

/**
 * "A new version is available": the person chooses when to reload, so nothing typed in an open form is lost
 * (machines/app-update). Never takes the focus: it may appear while someone is typing.
 */
export function UpdatePromptView({ actorRef }: { actorRef: ActorRefFrom<typeof appUpdateMachine> }) {
  const { t } = useTranslation();
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
      <UpdateIcon />
      <div className={styles.text}>
        <p className={styles.title}>{t('pwa.update.title')}</p>
        <p className={styles.message}>{t('pwa.update.message')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={!canAccept}
            aria-busy={updating}
            onClick={() => actorRef.send({ type: 'update.accept' })}
          >
            {updating ? t('pwa.update.reloading') : t('pwa.update.reload')}
          </button>
          {canDismiss && (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => actorRef.send({ type: 'update.dismiss' })}
            >
              {t('pwa.update.later')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function UpdateIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 11a8 8 0 0 0-14.8-3.6M4 4v4h4M4 13a8 8 0 0 0 14.8 3.6M20 20v-4h-4" />
    </svg>
  );
}
