import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { createTestProviders } from '@tests/support/test-providers';
import AboutPage from './about-page';

const TICK = 'm5 12.5 4.5 4.5L19 7.5';

describe('About: what we offer (product §10)', () => {
  it('ticks what a person can use today, and shows no tick beside an offer marked Soon (none since product §13)', () => {
    render(<AboutPage />, { wrapper: createTestProviders({ language: 'en' }) });
    const list = screen.getByRole('heading', { name: en.about.offer.title }).parentElement!;
    const items = within(list).getAllByRole('listitem');
    const soon = items.filter((item) => within(item).queryByText(en.common.soon));
    // product §13: the family portfolio was the last offer marked Soon; every offer can be used today.
    expect(soon).toHaveLength(0);
    const family = items.find((item) => within(item).queryByText(en.about.offer.items.family.title))!;
    expect(within(family).getByRole('link', { name: en.about.offer.open }).getAttribute('href')).toBe(
      '/dashboard/family',
    );
    for (const item of items) {
      const ticked = item.querySelector(`path[d="${TICK}"]`) !== null;
      expect(ticked).toBe(!soon.includes(item));
    }
  });
});
