import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ZakatResponse } from '@contract/zakat';
import { createTestProviders } from '@tests/support/test-providers';
import { runningPage } from '@tests/fixtures/machines/zakat';
import { ZakatExplanation } from './zakat-explanation';
import { ZakatAmountCard } from './zakat-summary';

/**
 * Product §12: the headline never contradicts the explanation. Below the nisab there is no figure anywhere; a
 * running year shows its estimate only as "If your year ended today"; a year that runs (start_and_end) while today's
 * wealth is below the nisab says that nothing would be due if it ended today.
 */
const below: ZakatResponse = {
  ...runningPage.zakat,
  nisab_reached: false,
  zakatable_value: 121_629.4,
  hawl: { state: 'below_nisab', started_on: null, due_on: null, due_on_hijri: null },
  current: { state: 'below_nisab', started_on: null, due_on: null, due_on_hijri: null },
  estimate: null,
  explanation: [
    { key: 'today', values: { day: '2026-11-23' } },
    {
      key: 'nisab_not_reached',
      values: { day: '2026-11-23', zakatable_value: '121629.40', nisab_value: '340000.00' },
    },
    { key: 'hawl_not_reached', values: {} },
  ],
};
const runningBelow: ZakatResponse = {
  ...below,
  current: runningPage.zakat.current,
  hawl: runningPage.zakat.current,
};

const wrapper = createTestProviders({ language: 'en' });
const card = (zakat: ZakatResponse) => render(<ZakatAmountCard zakat={zakat} />, { wrapper }).container;

describe('zakat headline (product §12)', () => {
  it('below the nisab: no zakat is due, and no amount is shown anywhere', () => {
    const view = card(below);
    expect(view.textContent).toBe(
      'No zakat is dueYour zakatable wealth is below the nisab today, so no zakat is due on it.',
    );
    expect(view.querySelector('[data-testid="zakat-amount-value"]')).toBeNull();
    const steps = render(<ZakatExplanation steps={below.explanation} />, { wrapper }).container.textContent;
    expect(steps).toContain('No year has started: your wealth has not reached the nisab.');
    expect(steps).not.toContain('has not stayed');
    expect(steps).not.toContain('If your year ended today');
  });

  it('a running year at the nisab: the estimate is labelled “If your year ended today”', () => {
    const view = card(runningPage.zakat);
    expect(view.textContent).toContain('If your year ended today10,850.00EGP');
  });

  it('a year running while today is below the nisab: nothing would be due if it ended today, no figure', () => {
    const view = card(runningBelow);
    expect(view.textContent).toContain('if the year ended today, no zakat would be due');
    expect(view.querySelector('[data-testid="zakat-amount-value"]')).toBeNull();
  });
});
