import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { createActor } from 'xstate';
import { routes } from './router';
import { AppSystemProvider } from './system/app-system';
import { liveAppMachine, type Navigate, storedAppInput } from './system/live-app';

function renderAt(path: string, language: 'ar' | 'en' = 'en') {
  localStorage.setItem('i18nextLng', language);
  void i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const navigate: Navigate = (to, options) => void router.navigate(to, options);
  const app = createActor(liveAppMachine(navigate), { input: storedAppInput(path) }).start();
  render(
    <AppSystemProvider app={app}>
      <RouterProvider router={router} />
    </AppSystemProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('routes of product §2', () => {
  it('shows the landing page at / in English, left to right', async () => {
    renderAt('/', 'en');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Track Your Gold Assets Like Never Before' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]!.getAttribute('href')).toBe('/signup');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')).toBe('/login');
  });

  it('shows the Arabic headline right to left by default', async () => {
    renderAt('/', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تابع أصولك الذهبية كما لم تفعل من قبل' }),
    ).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('sends any other path to /', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
  });

  it.each([
    '/dashboard',
    '/dashboard/portfolio',
    '/dashboard/market',
    '/dashboard/settings',
    '/About',
    '/Privacy-Policy',
  ])(
    'sends a visitor without a token from %s to /login, remembering the origin',
    async (path) => {
      const router = renderAt(path);
      // The router loads every matched lazy route (the page too) before the guard renders: allow for transforms.
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 20_000 });
      expect((router.state.location.state as { from?: { pathname: string } })?.from?.pathname).toBe(path);
    },
    30_000,
  );
});
