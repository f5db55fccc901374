// A purchase saved on a connection that drops after the request left (ADR 029): the server stores it, the answer
// never reaches the phone, and the app sends it again with the same Idempotency-Key. The person sees it saved once,
// and one transaction is stored. Arabic on a phone, dark.
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import type en from '@locales/en.json';
import {
  describeInBrowser,
  fillTransactionDialog,
  openAddTransactionDialog,
  openSignedInPage,
} from '@tests/support/browser-suite';
import { apiCall, withPageDiagnosis } from '@tests/support/e2e';

type Strings = typeof en;

describeInBrowser('a save whose answer is lost (ADR 029)', (suite) => {
  it('in Arabic on a phone, the purchase is saved once though the first answer never arrived', async () => {
    const t = ar as unknown as Strings;
    const { page, errors, context, user } = await openSignedInPage(suite, {
      language: 'ar',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const sent: Array<string | null> = [];
    let dropped = 0;
    await page.route('**/api/portfolios/transactions/', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      sent.push(await request.headerValue('idempotency-key'));
      // The first try reaches the server and is stored; its answer is lost on the way back.
      if (dropped === 0) {
        dropped += 1;
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    await withPageDiagnosis(page, errors, async () => {
      await page.goto('/dashboard/portfolio');
      await page.getByRole('heading', { level: 1, name: t.portfolio.title }).waitFor();
      await openAddTransactionDialog(page, t);
      const dialog = await fillTransactionDialog(page, t, {
        mainType: 'pounds',
        asset: 'pound_full',
        quantity: '2',
        price: '45000',
      });
      await dialog.getByRole('button', { name: t.transaction.add, exact: true }).click();
      await page.getByText(t.success.Add).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]).toBe(sent[0]);
    const list = await apiCall(suite.server, user.access, 'GET', '/api/portfolios/transactions/');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body).toMatchObject([{ quantity: 2, price: 45000 }]);
    // The browser reports the dropped connection; nothing else went wrong.
    expect(errors.filter((e) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
