import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { createTestProviders } from '@tests/support/test-providers';
import { FeatureSections } from './feature-sections';

describe('the landing page’s new tools: each card opens its own page, named for what it does', () => {
  it.each([
    ['en', en.landing.soon],
    ['ar', ar.landing.soon],
  ] as const)('%s', (language, s) => {
    const Providers = createTestProviders({ language, route: '/' });
    render(
      <Providers>
        <FeatureSections />
      </Providers>,
    );
    const links = [
      [s.zakat.open, '/dashboard/zakat'],
      [s.family.open, '/dashboard/family'],
      [s.alerts.open, '/dashboard/alerts'],
      [s.reports.open, '/dashboard/reports'],
    ];
    expect(new Set(links.map(([text]) => text)).size).toBe(4);
    for (const [text, href] of links)
      expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  });
});

describe('the landing page promises only what is true: prices through the day with their time, not real time', () => {
  it.each([
    ['ar', 'أسعار على مدار اليوم، بوقتها', /لحظي/],
    ['en', 'Prices through the day, with their time', /real[- ]time/i],
  ] as const)('%s', (language, heading, untrue) => {
    const Providers = createTestProviders({ language, route: '/' });
    const { container } = render(
      <Providers>
        <FeatureSections />
      </Providers>,
    );
    expect(screen.getByText(heading)).toBeTruthy();
    expect(container.textContent).not.toMatch(untrue);
  });
});
