import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '@tests/support/test-providers';
import ActivationEmailSentPage from './activation-email-sent-page';

vi.setConfig({ testTimeout: 20_000 });

function renderPage(language: 'ar' | 'en') {
  const Providers = createTestProviders({
    language,
    route: { pathname: '/activation-email-sent', state: { email: 'sara@example.com' } },
  });
  render(
    <Providers>
      <ActivationEmailSentPage />
    </Providers>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/activation-email-sent: the resend button (product §2, §7: it makes no call)', () => {
  it('says that nothing was sent and what to do instead: check spam, or sign up again for a fresh link', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderPage('en');
    expect(screen.getByText('sara@example.com')).toBeTruthy();
    expect(
      screen.getByText("Didn't receive the email? Look in your spam or junk folder first."),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend email' }));

    const help = screen.getByRole('status');
    expect(help.textContent).toContain("We can't send it again from this page");
    expect(help.textContent).toContain('Nothing was sent just now.');
    expect(help.textContent).toContain('sign up again with the same address');
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup');
    expect(help.textContent).not.toMatch(/noted|recorded|request/i);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalled();
  });

  it('says the same in Arabic', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderPage('ar');
    await userEvent.setup().click(screen.getByRole('button', { name: 'إعادة إرسال الرسالة' }));
    expect(screen.getByRole('status').textContent).toContain('لا يمكننا إعادة الإرسال من هذه الصفحة');
    expect(screen.getByRole('link', { name: 'إنشاء الحساب من جديد' }).getAttribute('href')).toBe('/signup');
  });
});
