import styles from './route-progress.module.css';

/** Shown while the first route's code arrives (the router renders nothing otherwise). */
export function BootFallback() {
  return <div role="progressbar" aria-busy="true" aria-label="…" className={styles.bar} />;
}
