import type { Page } from 'playwright-core';
import type en from '@locales/en.json';

/**
 * Fills and sends the sign-up form with its call held forever (`POST /auth/users/` never answers), so the form stays
 * in its loading state for a test or a screenshot to look at (product §2).
 */
export async function sendSignupThatHangs(page: Page, t: typeof en, email: string): Promise<void> {
  await page.route('**/auth/users/', () => undefined);
  await page.getByRole('textbox', { name: t.auth.email }).fill(email);
  await page.getByLabel(t.auth.password, { exact: true }).fill('Gold-Savings-2026');
  await page.getByLabel(t.auth.confirmPassword, { exact: true }).fill('Gold-Savings-2026');
  await page.getByText(t.signup.acceptTermsLabel).click();
  await page.getByRole('button', { name: t.signup.submit }).click();
}
