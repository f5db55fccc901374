import styles from './form.module.css';
import { buttonClass } from './public-ui';

interface SubmitButtonProps {
  label: string;
  /** What the button says while the form is being sent (product §2: it is disabled meanwhile). */
  loadingLabel: string;
  loading: boolean;
  disabled?: boolean;
}

/** The large gold submit button of a form, with its loading state: a spinner and the loading words. */
export function SubmitButton({ label, loadingLabel, loading, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${buttonClass('solid', { size: 'lg' })} ${styles.button} ${styles.full}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {loading ? loadingLabel : label}
    </button>
  );
}
