import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { disclaimerMachine } from '@machines/disclaimer/disclaimer.machine';
import { selectCanAcknowledge, selectDetailsOpen, selectIsShown } from '@machines/disclaimer/selectors';
import { ShieldIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/public-ui/public-ui';
import { DisclaimerPoints } from './disclaimer-text';
import styles from './disclaimer.module.css';
import { useDisclaimerEvents } from './use-disclaimer-events';

type DisclaimerActor = ActorRefFrom<typeof disclaimerMachine>;

/** The disclaimer card and its read-more dialog (a native <dialog>: focus trap and Escape for free, no UI kit). */
export function DisclaimerView({ actorRef }: { actorRef: DisclaimerActor }) {
  const { t } = useTranslation();
  const events = useDisclaimerEvents(actorRef);
  const shown = useSelector(actorRef, selectIsShown);
  const detailsOpen = useSelector(actorRef, selectDetailsOpen);
  const canAcknowledge = useSelector(actorRef, selectCanAcknowledge);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogTitleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (detailsOpen && !dialog.open) dialog.showModal();
    if (!detailsOpen && dialog.open) dialog.close();
  }, [detailsOpen]);

  if (!shown) return null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <ShieldIcon />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('disclaimer.title')}
      </h2>
      <p className={styles.summary}>{t('disclaimer.summary')}</p>
      <div className={styles.footer}>
        <span className={styles.signature}>— {t('disclaimer.signature')}</span>
        <div className={styles.actions}>
          <button type="button" className={styles.link} aria-haspopup="dialog" onClick={events.readMore}>
            {t('disclaimer.readMore')}
          </button>
          {canAcknowledge && (
            <button type="button" className={buttonClass('outline')} onClick={events.acknowledge}>
              {t('disclaimer.acknowledge')}
            </button>
          )}
        </div>
      </div>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={dialogTitleId}
        // Escape closes a native dialog by itself: tell the machine.
        onClose={events.closeDetails}
        onClick={(event) => event.target === event.currentTarget && events.closeDetails()}
      >
        {detailsOpen && (
          <div className={styles.dialogBody}>
            <h2 id={dialogTitleId} className={styles.dialogTitle}>
              {t('disclaimer.title')}
            </h2>
            <DisclaimerPoints className={styles.dialogList} />
            <div className={styles.dialogFooter}>
              <span className={styles.signature}>— {t('disclaimer.signature')}</span>
              <button type="button" className={buttonClass('solid')} autoFocus onClick={events.closeDetails}>
                {t('disclaimer.close')}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </section>
  );
}
