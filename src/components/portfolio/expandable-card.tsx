import { Collapsible, useCollapsible, useLocaleContext, type UseCollapsibleReturn } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Amount } from '@/components/amount/amount';
import styles from './expandable-card.module.css';

interface ExpandableCardProps {
  /** Always visible; tapping it expands or collapses the details. */
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * product §2: on narrow screens rows become cards that expand on tap. A list draws dozens of cards and a person opens
 * a few: each card's collapsible (a state machine, its effects and its presence) starts on the card's first tap
 * (architecture §7: total blocking time). Until then the card is drawn as the collapsible draws it closed with its
 * content mounted on the first opening (Ark's `lazyMount`): the same elements, attributes and styles, with the same
 * ARIA, and no details, which were most of a list's elements. The first tap draws the details, hidden, then opens
 * them, so they unfold as on any later tap, and the focus stays on the card's button.
 */
export function ExpandableCard(props: ExpandableCardProps) {
  const id = useId();
  // Whether the button had the focus when the card was first opened; null until then.
  const [opened, setOpened] = useState<{ focused: boolean } | null>(null);
  return opened ? (
    <OpenedCard {...props} id={id} focused={opened.focused} />
  ) : (
    <ClosedCard {...props} id={id} onOpen={(focused) => setOpened({ focused })} />
  );
}

function ClosedCard({
  id,
  onOpen,
  ...parts
}: ExpandableCardProps & { id: string; onOpen: (focused: boolean) => void }) {
  const { dir } = useLocaleContext();
  return <CardParts {...parts} open={false} collapsible={closedCollapsible(id, dir, onOpen)} />;
}

function OpenedCard({ id, focused, ...parts }: ExpandableCardProps & { id: string; focused: boolean }) {
  const [open, setOpen] = useState(false);
  const collapsible = useCollapsible({ id, open, onOpenChange: (e) => setOpen(e.open) });
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) trigger.current?.focus({ preventScroll: true });
    setOpen(true);
  }, [focused]);
  return <CardParts {...parts} open={open} collapsible={collapsible} triggerRef={trigger} />;
}

/**
 * What Ark's collapsible gives its parts while closed and never opened (@zag-js/collapsible's connect, with
 * `lazyMount`): the same ids (from the card's `id`), states and ARIA, and its content not mounted; its trigger's press
 * opens the card.
 */
function closedCollapsible(
  id: string,
  dir: 'ltr' | 'rtl',
  onOpen: (focused: boolean) => void,
): UseCollapsibleReturn {
  const part = (name: string) => ({ 'data-scope': 'collapsible', 'data-part': name });
  const contentId = `collapsible:${id}:content`;
  return {
    open: false,
    visible: false,
    disabled: false,
    isUnmounted: true,
    hideMode: 'display-none',
    setOpen: (open) => open && onOpen(false),
    measureSize: () => {},
    getRootProps: () => ({ ...part('root'), 'data-state': 'closed', dir, id: `collapsible:${id}` }),
    getTriggerProps: () => ({
      ...part('trigger'),
      id: `collapsible:${id}:trigger`,
      dir,
      type: 'button',
      'data-state': 'closed',
      'aria-controls': contentId,
      'aria-expanded': false,
      onClick: (event) => {
        if (!event.defaultPrevented) onOpen(document.activeElement === event.currentTarget);
      },
    }),
    getContentProps: () => ({
      ...part('content'),
      id: contentId,
      'data-collapsible': '',
      'data-state': 'closed',
      hidden: true,
      dir,
      style: { '--height': '0px', '--width': '0px' } as CSSProperties,
    }),
    getIndicatorProps: () => ({ ...part('indicator'), dir, 'data-state': 'closed' }),
  };
}

function CardParts({
  summary,
  children,
  testId,
  open,
  collapsible,
  triggerRef,
}: ExpandableCardProps & {
  open: boolean;
  collapsible: UseCollapsibleReturn;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Collapsible.RootProvider value={collapsible} asChild>
      <li className={open ? `${styles.card} ${styles.open}` : styles.card} data-testid={testId}>
        <Collapsible.Trigger asChild>
          <button ref={triggerRef} className={styles.trigger}>
            <div className={styles.summaryBox}>{summary}</div>
            <CardChevron />
          </button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <div className={styles.details}>{children}</div>
        </Collapsible.Content>
      </li>
    </Collapsible.RootProvider>
  );
}

/** One label–value line inside an expanded card. */
/** The card's chevron, turned by its stylesheet while the card is open. */
export function CardChevron() {
  return (
    <svg className={styles.chevron} focusable="false" aria-hidden viewBox="0 0 20 20" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

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
