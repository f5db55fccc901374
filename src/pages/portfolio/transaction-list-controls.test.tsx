import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '@tests/support/test-providers';
import { TransactionListControls } from './transaction-list-controls';

vi.setConfig({ testTimeout: 20_000 });

describe('transactions list: the date range (issue 15)', () => {
  it('bounds each end by the other, sends a picked day, and no bound once cleared', () => {
    const onFilter = vi.fn();
    const Providers = createTestProviders({ language: 'en' });
    render(
      <Providers>
        <TransactionListControls
          query={{ ordering: '-timestamp', offset: 0, from: '2026-01-01', to: '2026-03-31' }}
          onSort={() => {}}
          onFilter={onFilter}
        />
      </Providers>,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from.getAttribute('max')).toBe('2026-03-31');
    expect(to.getAttribute('min')).toBe('2026-01-01');

    fireEvent.change(from, { target: { value: '2026-02-01' } });
    expect(onFilter).toHaveBeenLastCalledWith({ from: '2026-02-01' });
    fireEvent.change(to, { target: { value: '' } });
    expect(onFilter).toHaveBeenLastCalledWith({ to: undefined });
  });
});
