import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { createTestProviders } from '@tests/support/test-providers';
import AboutPage from './about-page';

const TICK = 'm5 12.5 4.5 4.5L19 7.5';

describe('About: what we offer (issue 15)', () => {
  it('ticks what a person can use today, and shows no tick beside an offer marked Soon', () => {
    render(<AboutPage />, { wrapper: createTestProviders({ language: 'en' }) });
    const list = screen.getByRole('heading', { name: en.about.offer.title }).parentElement!;
    const items = within(list).getAllByRole('listitem');
    const soon = items.filter((item) => within(item).queryByText(en.common.soon));
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.length).toBeLessThan(items.length);
    for (const item of items) {
      const ticked = item.querySelector(`path[d="${TICK}"]`) !== null;
      expect(ticked).toBe(!soon.includes(item));
    }
  });
});
