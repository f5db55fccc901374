import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ar from '@locales/ar.json';
import { useState } from 'react';
import type { TransactionFilter, TransactionQuery } from '@machines/portfolio/types';
import { createTestProviders } from '@tests/support/test-providers';
import { TransactionListControls } from './transaction-list-controls';

vi.setConfig({ testTimeout: 20_000 });

/** The controls with their query kept as the portfolio page keeps it: each filter sent becomes the new query. */
function Controls({
  initial,
  onFilter,
}: {
  initial: Partial<TransactionQuery>;
  onFilter: (f: TransactionFilter) => void;
}) {
  const [query, setQuery] = useState<TransactionQuery>({ ordering: '-timestamp', offset: 0, ...initial });
  return (
    <TransactionListControls
      query={query}
      onSort={() => {}}
      onFilter={(filter) => {
        onFilter(filter);
        setQuery((q) => ({ ...q, ...filter }));
      }}
    />
  );
}

function renderControls(language: 'ar' | 'en', initial: Partial<TransactionQuery> = {}) {
  const onFilter = vi.fn();
  render(<Controls initial={initial} onFilter={onFilter} />, { wrapper: createTestProviders({ language }) });
  return onFilter;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const line = (testId: string) =>
  screen.queryAllByTestId(testId).map((e) => e.textContent?.replace(/[\u2066-\u2069]/g, ''));

/**
 * Empties the field, types `text` as a person does (into whatever holds the focus: the picker's code can arrive and
 * take the field over between two keys, and `input` is then the field drawn before it) and leaves it.
 */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.clear(input);
  await user.keyboard(text);
  await user.tab();
}

describe('transactions list: the date range (product §10 and §17)', () => {
  it('is the same date field as the dialog in Arabic: the order in Arabic words, the day echoed in words', async () => {
    const user = userEvent.setup();
    const onFilter = renderControls('ar');
    const from = field(ar.portfolio.transactions.from);
    const to = field(ar.portfolio.transactions.to);
    // not the browser's "mm/dd/yyyy" in Latin letters
    expect(from.placeholder).toBe(ar.datePicker.placeholder);
    expect(to.placeholder).toBe(ar.datePicker.placeholder);

    await typeInto(user, from, '05/09/2025');
    // The picker's code is fetched as the field takes the focus and, first needed in this file, can arrive well after
    // the keys (a cold module graph): what was typed meanwhile is read once it is in.
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({ from: '2025-05-09' }), {
      timeout: 10_000,
    });
    // the list is asked again once, for the new bound, not once a keystroke
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(line('date-echo')).toEqual(['٩ مايو ٢٠٢٥']);
    expect(line('date-swap-note')).toEqual([
      'تحقّق من الترتيب: الشهر 05 واليوم 09. لتاريخ ٥ سبتمبر ٢٠٢٥ اكتب 09/05/2025.',
    ]);
  });

  it('echoes the chosen bounds in Arabic words and refuses a "to" before the "from"', async () => {
    const user = userEvent.setup();
    const onFilter = renderControls('ar', { from: '2025-05-09', to: '2025-09-30' });
    expect(line('date-echo')).toEqual(['٩ مايو ٢٠٢٥', '٣٠ سبتمبر ٢٠٢٥']);
    await typeInto(user, field(ar.portfolio.transactions.to), '05/01/2025');
    expect(screen.getByText(ar.transaction.dateInvalid)).toBeTruthy();
    expect(line('date-bound')).toEqual(['هذا يعني ١ مايو ٢٠٢٥، وهو قبل ٩ مايو ٢٠٢٥.']);
    expect(onFilter).toHaveBeenLastCalledWith({ to: undefined });
  });

  it('sends no bound once a date is cleared, and does not call the emptied field a wrong date', async () => {
    const user = userEvent.setup();
    const onFilter = renderControls('ar', { from: '2026-01-01', to: '2026-03-31' });
    await user.clear(field(ar.portfolio.transactions.to));
    await user.tab();
    expect(onFilter).toHaveBeenLastCalledWith({ to: undefined });
    expect(screen.queryByText(ar.transaction.dateInvalid)).toBeNull();
    expect(field(ar.portfolio.transactions.to).getAttribute('aria-invalid')).toBeNull();
    // a wrong date typed after it is still refused
    await typeInto(user, field(ar.portfolio.transactions.to), '2026-03-31');
    expect(screen.getByText(ar.transaction.dateInvalid)).toBeTruthy();
  });

  it('in English too: a cleared bound is no bound, with no error', async () => {
    const user = userEvent.setup();
    const onFilter = renderControls('en', { from: '2026-01-01', to: '2026-03-31' });
    expect(field('From').placeholder).toBe('MM/DD/YYYY');
    await user.clear(field('From'));
    await user.tab();
    expect(onFilter).toHaveBeenLastCalledWith({ from: undefined });
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });
});
