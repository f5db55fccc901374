import type { ReactNode } from 'react';
import styles from './form.module.css';

function AlertIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
    </svg>
  );
}

/** product §8: a failure in a red box, announced when it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert" data-testid="error-box">
      <AlertIcon />
      <div>{children}</div>
    </div>
  );
}
