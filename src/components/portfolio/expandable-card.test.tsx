import { Collapsible } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestProviders } from '@tests/support/test-providers';
import { CardChevron, ExpandableCard } from './expandable-card';
import styles from './expandable-card.module.css';

/**
 * A card as Chakra's collapsible itself draws it closed, its content mounted on the first opening (`lazyMount`): what
 * the card before its first tap must be.
 */
function CollapsibleCard() {
  return (
    <Collapsible.Root open={false} lazyMount asChild>
      <li className={styles.card} data-testid="card">
        <Collapsible.Trigger asChild>
          <button className={styles.trigger}>
            <div className={styles.summaryBox}>Gold pound</div>
            <CardChevron />
          </button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <div className={styles.details}>2 pounds</div>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

const card = () => (
  <ExpandableCard summary="Gold pound" testId="card">
    2 pounds
  </ExpandableCard>
);

/** The markup with each card's own id made one and the same (React's ids differ from tree to tree). */
const markup = (element: HTMLElement) => element.outerHTML.replace(/collapsible:[^":]+/g, 'collapsible:ID');

describe.each(['ar', 'en'] as const)('an expandable card in %s (product §2)', (language) => {
  it('is drawn before its first tap as the collapsible draws it closed', () => {
    const wrapper = createTestProviders({ language });
    const reference = markup(render(<CollapsibleCard />, { wrapper }).getByTestId('card'));
    cleanup();
    expect(markup(render(card(), { wrapper }).getByTestId('card'))).toBe(reference);
  });

  it('opens on a tap, keeps the focus on its button, and closes on the next', async () => {
    const user = userEvent.setup();
    render(card(), { wrapper: createTestProviders({ language }) });
    const button = () => screen.getByRole('button', { name: 'Gold pound' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    // Before the first tap the details are not drawn at all: a list of dozens of cards draws only what shows.
    expect(screen.queryByText('2 pounds')).toBeNull();
    const details = () => screen.getByText('2 pounds');

    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('true'));
    expect(details().closest('[hidden]')).toBeNull();
    expect(document.activeElement).toBe(button());
    const content = document.getElementById(button().getAttribute('aria-controls')!);
    expect(content?.contains(details())).toBe(true);

    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'));
    await act(async () => {});
    // Closed again, they stay drawn, hidden, as the collapsible keeps them.
    expect(details().closest('[hidden]')).not.toBeNull();
  });

  it('opens from the keyboard with the focus kept on its button', async () => {
    const user = userEvent.setup();
    render(card(), { wrapper: createTestProviders({ language }) });
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Gold pound' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(button);
  });
});
