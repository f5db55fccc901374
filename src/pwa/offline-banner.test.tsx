import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import i18n from '@/i18n/i18n';
import { OfflineBanner } from './offline-banner';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

// No UI kit needed: the banner is plain CSS (it shows on the landing page, which renders without Chakra).
beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  online = true;
});

describe('OfflineBanner', () => {
  it('says nothing while online, keeping its live region in the page', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('appears when the network goes and leaves when it comes back', () => {
    render(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(en.pwa.offline.title + en.pwa.offline.message);
    goOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows at once when the page opens offline, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    online = false;
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe(ar.pwa.offline.title + ar.pwa.offline.message);
  });
});
