// In Arabic on a phone: the unread count sits at the bell's corner and leaves the bell visible, and a pending
// invitee's long address is shown whole (wrapped), not cut off with no way to read it.
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { describeInBrowser, openSignedInPage } from '@tests/support/browser-suite';
import { apiCall, withPageDiagnosis } from '@tests/support/e2e';

const LONG = 'a.very.long.invitee.address@some-long-company-domain.example.com';

describeInBrowser('the phone header and the family page in Arabic', (suite) => {
  it('the unread badge leaves the bell visible; a long invitee address wraps whole', async () => {
    const { page, context, errors, user } = await openSignedInPage(suite, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const invited = await apiCall(suite.server, user.access, 'POST', '/api/household/invitations/', {
      email: LONG,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    await page.route('**/api/notifications/', (route) => route.fulfill({ json: { unread: 3, results: [] } }));
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard/family');
      await page.getByRole('heading', { level: 1, name: ar.household.title }).waitFor({ timeout: 60_000 });
      const badge = page.getByTestId('unread-count');
      await expect.poll(() => badge.textContent()).toBe('3');
      const bell = page.getByRole('link', { name: ar.notifications.bellUnread.replace('{{count}}', '3') });
      const icon = (await bell.locator('svg').boundingBox())!;
      const count = (await badge.boundingBox())!;
      // Less than a quarter of the bell's drawing lies under the badge.
      const overlapX = Math.max(
        0,
        Math.min(icon.x + icon.width, count.x + count.width) - Math.max(icon.x, count.x),
      );
      const overlapY = Math.max(
        0,
        Math.min(icon.y + icon.height, count.y + count.height) - Math.max(icon.y, count.y),
      );
      expect((overlapX * overlapY) / (icon.width * icon.height)).toBeLessThan(0.25);

      const address = page.getByText(LONG, { exact: true });
      await address.waitFor();
      const shown = await address.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(shown.scroll).toBeLessThanOrEqual(shown.client);
    });
    await context.close();
  }, 180_000);
});
