import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { HIDDEN_FIGURE, HiddenFigureName } from '@/components/amount/amount';
import styles from './private-number.module.css';

/** A figure that is not money (a quantity) but still private: masked and blurred in privacy mode like <Amount/>. */
export function PrivateNumber({ children }: { children: string }) {
  const hidden = usePrivacyMode();
  return (
    <span className={styles.number}>
      <span
        // A bare number reads left to right; with an Arabic unit ("2 × جنيه 8 جم") the unit's direction wins.
        dir="auto"
        aria-hidden={hidden || undefined}
        className={hidden ? `${styles.figure} ${styles.hidden}` : styles.figure}
      >
        {hidden ? HIDDEN_FIGURE : children}
      </span>
      {hidden && <HiddenFigureName />}
    </span>
  );
}
