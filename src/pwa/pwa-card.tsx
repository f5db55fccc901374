import type { ComponentType, ReactNode } from 'react';
import styles from './pwa.module.css';

/** The body of the PWA's cards (offline, new version): an icon, a title, a message and any actions below them. */
export function PwaCardBody({
  icon: CardIcon,
  title,
  message,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <>
      <CardIcon className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.message}>{message}</p>
        {children}
      </div>
    </>
  );
}
