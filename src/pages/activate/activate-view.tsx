import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { ActivationMachine } from '@machines/activation/activation.machine';
import {
  selectCanActivate,
  selectIsActivated,
  selectIsActivating,
  selectIsChoosingPassword,
  selectIsSettingPassword,
  selectPasswordFailure,
} from '@machines/activation/selectors';
import { AuthForm } from '@/components/auth/auth-form';
import styles from '@/components/auth/auth-layout.module.css';
import { FlowNewPasswordFields } from '@/components/auth/new-password-fields';
import { buttonClass, linkClass } from '@/components/public-ui/public-ui';
import forms from '@/components/public-ui/form.module.css';
import { useActivationEvents } from './use-activation';

const bigButton = `${buttonClass('solid', { size: 'lg' })} ${forms.full} ${styles.big}`;

/**
 * product §2 /activate/{uid}/{token}: a large click-to-activate button (disabled with a spinner while working).
 * The outcome is a toast (product §4); the page does not repeat it (product §10) but offers the next step: after success
 * a primary "Sign in" in the button's place, after a failure the button again. Drawn without Chakra: the page is
 * rendered at build time and hydrated (architecture §7).
 */
export function ActivateView({ actorRef }: { actorRef: ActorRefFrom<ActivationMachine> }) {
  const { t } = useTranslation();
  const activating = useSelector(actorRef, selectIsActivating);
  const canActivate = useSelector(actorRef, selectCanActivate);
  const activated = useSelector(actorRef, selectIsActivated);
  const choosingPassword = useSelector(actorRef, selectIsChoosingPassword);
  const activation = useActivationEvents(actorRef);

  return (
    <div className={styles.loose}>
      {choosingPassword ? (
        <ChoosePassword actorRef={actorRef} />
      ) : activated ? (
        <div data-testid="activation-success" className={`${styles.stack} ${styles.centered}`}>
          <p className={styles.muted}>{t('activation.successHint')}</p>
          <Link to="/login" className={bigButton}>
            {t('activation.signIn')}
          </Link>
        </div>
      ) : (
        <button
          type="button"
          className={bigButton}
          disabled={!canActivate || activating}
          aria-busy={activating || undefined}
          onClick={activation.activate}
        >
          {activating && <span className={forms.spinner} aria-hidden="true" />}
          {activating ? t('activation.activating') : t('activation.activate')}
        </button>
      )}
      <div className={styles.links}>
        <Link to="/login" className={linkClass}>
          {t('auth.backToLogin')}
        </Link>
        <Link to="/" className={styles.quiet}>
          {t('auth.backToHome')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Product §16 (docs/decisions/022): the address was given more than one password before activation, so neither
 * counts; whoever follows the link chooses the account's password here, with the sign-up rules.
 */
function ChoosePassword({ actorRef }: { actorRef: ActorRefFrom<ActivationMachine> }) {
  const { t } = useTranslation();
  const activation = useActivationEvents(actorRef);
  const saving = useSelector(actorRef, selectIsSettingPassword);
  const failure = useSelector(actorRef, selectPasswordFailure);
  return (
    <div data-testid="activation-choose-password" className={styles.stack}>
      <p className={styles.notice}>{t('activation.choosePassword.title')}</p>
      <p className={styles.muted}>{t('activation.choosePassword.hint')}</p>
      <AuthForm
        onSubmit={activation.submitPassword}
        failure={failure}
        submitLabel={t('activation.choosePassword.submit')}
        submittingLabel={t('activation.choosePassword.saving')}
        submitting={saving}
      >
        <FlowNewPasswordFields actorRef={actorRef} disabled={saving} events={activation} />
      </AuthForm>
    </div>
  );
}
