import { Collapsible } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Amount } from '@/components/amount/amount';
import styles from './expandable-card.module.css';

interface ExpandableCardProps {
  /** Always visible; tapping it expands or collapses the details. */
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** product §2: on narrow screens rows become cards that expand on tap. */
export function ExpandableCard({ summary, children, testId }: ExpandableCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} asChild>
      <li className={open ? `${styles.card} ${styles.open}` : styles.card} data-testid={testId}>
        <Collapsible.Trigger asChild>
          <button className={styles.trigger}>
            <div className={styles.summaryBox}>{summary}</div>
            <svg
              className={styles.chevron}
              focusable="false"
              aria-hidden
              viewBox="0 0 20 20"
              fill="currentColor"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <div className={styles.details}>{children}</div>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

/** One label–value line inside an expanded card. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <div className={styles.lineLabel}>{label}</div>
      <div className={styles.lineValue}>{children}</div>
    </div>
  );
}

/**
 * A card's summary line: what it is on one side (its title, after a badge when there is one, and a muted line under
 * it), its amount in bold on the other.
 */
export function CardSummary({
  amount,
  title,
  detail,
  badge,
}: {
  amount: number;
  title: ReactNode;
  detail: ReactNode;
  badge?: ReactNode;
}) {
  const name = <p className={styles.title}>{title}</p>;
  return (
    <div className={styles.summary}>
      <div className={badge ? `${styles.what} ${styles.withBadge}` : styles.what}>
        {badge ? (
          <div className={styles.badgeLine}>
            {badge}
            {name}
          </div>
        ) : (
          name
        )}
        <p className={styles.detail}>{detail}</p>
      </div>
      <p className={styles.amount}>
        <Amount value={amount} />
      </p>
    </div>
  );
}
