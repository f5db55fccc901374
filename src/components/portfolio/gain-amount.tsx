import { Amount } from '@/components/amount/amount';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { formatPercent } from '@/i18n/format-number';
import { directionOf } from '@/components/amount/change-direction';
import styles from './gain-amount.module.css';

const arrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * Unrealised gain or loss: coloured, with an arrow and the signed percentage (+1.23% / −0.50%); the amount carries its
 * own minus. Everything is blurred in privacy mode.
 */
export function GainAmount({ value, percent }: { value: number; percent: number }) {
  const hidden = usePrivacyMode();
  const direction = directionOf(value);
  return (
    // product §2: green when up, red when down, muted when flat (change-direction.ts).
    <div className={`${styles.gain} ${styles[direction]}`} data-direction={direction}>
      <span className={styles.amount}>
        {arrows[direction] && (
          <span className={styles.arrow} aria-hidden>
            {arrows[direction]}
          </span>
        )}
        <Amount value={value} />
      </span>
      <span
        className={hidden ? `${styles.percent} ${styles.hidden}` : styles.percent}
        dir="ltr"
        aria-hidden={hidden || undefined}
      >
        {formatPercent(percent)}
      </span>
    </div>
  );
}
