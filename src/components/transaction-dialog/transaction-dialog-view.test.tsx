import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import i18n from '@/i18n/i18n';
import { createTestProviders } from '@tests/support/test-providers';
import type { AvailableAssetsResponse } from '@contract/portfolio';
import ar from '@locales/ar.json';
import { availableAssetsFixture } from '@tests/fixtures/machines/transaction-dialog';
import { transactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import { TransactionDialogView } from './transaction-dialog-view';

// Typing into Chakra inputs in happy-dom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

function openDialog(language: 'ar' | 'en', assets: AvailableAssetsResponse = availableAssetsFixture) {
  // The dialog opens at its first render (its parent invoked it): switch the language before, as the app has it.
  localStorage.setItem('i18nextLng', language);
  void i18n.changeLanguage(language);
  const actor = createActor(
    transactionDialogMachine.provide({
      // The catalogue answers a moment after the dialog opens, as over the network.
      actors: {
        loadAvailableAssets: fromPromise(
          () => new Promise((resolve) => setTimeout(() => resolve(assets), 50)),
        ),
      },
      // No parent here to hear the reports.
      actions: { reportSaved: () => {}, reportClosed: () => {} },
    }),
    { input: { today: '2026-11-22', transaction: null, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  const Wrapper = createTestProviders({ language });
  render(
    <Wrapper>
      <TransactionDialogView actorRef={actor} today="2026-11-22" />
    </Wrapper>,
  );
  return actor;
}

describe('transaction dialog view', () => {
  it('words the price hint per main type in Arabic: workmanship for gold, none for a currency (product §17)', async () => {
    openDialog('ar', {
      ...availableAssetsFixture,
      currencies: [{ id: 31, code: 'usd', name: 'US Dollar', weight: null, karat: null, order: 1 }],
    });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('transaction-dialog'));
    const hint = () => dialog.getByText(/^بالجنيه المصري/).textContent;
    // The flow's reply (the assets) is drawn as a transition: the hint follows the dialog's frame.
    await waitFor(() => expect(hint()).toBe(ar.transaction.priceHints.none));
    const mainType = await dialog.findByRole('combobox', { name: ar.transaction.mainType });
    await user.selectOptions(mainType, ar.transaction.mainTypes.currencies);
    await waitFor(() => expect(hint()).toBe('بالجنيه المصري للوحدة الواحدة من العملة'));
    expect(dialog.queryByText(/المصنعية/)).toBeNull();
    await user.selectOptions(mainType, ar.transaction.mainTypes.grams);
    await waitFor(() => expect(hint()).toBe('بالجنيه المصري للجرام الواحد، شاملًا المصنعية والدمغة'));
    await user.selectOptions(mainType, ar.transaction.mainTypes.pounds);
    await waitFor(() => expect(hint()).toBe('بالجنيه المصري للجنيه الذهب الواحد، شاملًا المصنعية والدمغة'));
  });

  it('splits a gram of gold live in Arabic: gold and workmanship per gram, and the refund promised (product §17)', async () => {
    openDialog('ar');
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('transaction-dialog'));
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: ar.transaction.mainType }),
      ar.transaction.mainTypes.grams,
    );
    await user.type(dialog.getByRole('textbox', { name: new RegExp(ar.transaction.price) }), '٦٠٠٠');
    expect(dialog.queryByRole('textbox', { name: 'المصنعية للجرام' })).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: 'هذا السعر يشمل المصنعية' }));
    await user.type(dialog.getByRole('textbox', { name: 'المصنعية للجرام' }), '300');
    await waitFor(() =>
      expect(dialog.getByTestId('workmanship-split').textContent).toBe('ذهب 5,700 + مصنعية 300 للجرام'),
    );
    await user.type(dialog.getByRole('textbox', { name: 'ما يرده المصنع للجرام' }), '1000');
    await user.tab();
    // A refund above the workmanship is said on its field, in Arabic; the split leaves it out.
    expect(dialog.getByTestId('refund-error').textContent).toBe(
      'لا يمكن أن يزيد المبلغ المردود على المصنعية.',
    );
    expect(dialog.getByTestId('workmanship-split').textContent).toBe('ذهب 5,700 + مصنعية 300 للجرام');
    await user.clear(dialog.getByRole('textbox', { name: 'ما يرده المصنع للجرام' }));
    await user.type(dialog.getByRole('textbox', { name: 'ما يرده المصنع للجرام' }), '100');
    await waitFor(() =>
      expect(dialog.getByTestId('workmanship-split').textContent).toContain('يرد المصنع منها 100 عند البيع'),
    );
  });

  it('shows the line total as the person types, Arabic digits included', async () => {
    openDialog('en');
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('transaction-dialog'));
    const quantity = await dialog.findByRole('textbox', { name: /quantity/i });
    expect(dialog.getByTestId('line-total').textContent).toContain('—');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.type(dialog.getByRole('textbox', { name: /price per unit/i }), '٣٩٠٠');
    await waitFor(() => expect(dialog.getByTestId('line-total').textContent).toContain('9,750.00'));
  });

  it('keeps a price as typed, totals it as the app reads it, and says why on the field when it cannot (product §10)', async () => {
    const actor = openDialog('ar');
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('transaction-dialog'));
    const price = (await dialog.findByRole('textbox', { name: /سعر الوحدة/ })) as HTMLInputElement;
    await user.click(price);
    await user.type(price, '45,000');
    expect(price.value).toBe('45,000');
    await waitFor(() => expect(dialog.getByTestId('line-total').textContent).toContain('45,000.00'));
    // Typing through "45," never shows an error: only leaving the field (or saving) does.
    expect(dialog.queryByTestId('price-error')).toBeNull();
    await user.clear(price);
    await user.type(price, '1,5');
    expect(dialog.getByTestId('line-total').textContent).toContain('—');
    expect(dialog.queryByTestId('price-error')).toBeNull();
    await user.tab();
    await waitFor(() =>
      expect(dialog.getByTestId('price-error').textContent).toBe(
        'الفاصلة تفصل الآلاف فقط (1,250,000)؛ استخدم النقطة للكسور العشرية (1.5).',
      ),
    );
    expect(price.getAttribute('aria-invalid')).toBe('true');
    // Corrected, the error goes as soon as the text can be read.
    await user.type(price, '00');
    await waitFor(() => expect(dialog.queryByTestId('price-error')).toBeNull());
    expect(actor.getSnapshot().context.form.price).toBe('1,500');
  });

  it('takes a typed MM/dd/yyyy date and says "Date input not valid." for anything else (product §5)', async () => {
    const actor = openDialog('en');
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('transaction-dialog'));
    const date = await dialog.findByRole('textbox', { name: /purchase date/i });
    expect((date as HTMLInputElement).value).toBe('11/22/2026');
    await user.clear(date);
    await user.type(date, '13/45/2026');
    await waitFor(() => expect(dialog.getByText('Date input not valid.')).toBeTruthy());
    expect(actor.getSnapshot().context.form.date).toBe('');
    await user.clear(date);
    await user.type(date, '03/10/2026');
    await waitFor(() => expect(actor.getSnapshot().context.form.date).toBe('2026-03-10'));
    expect(dialog.queryByText('Date input not valid.')).toBeNull();
  });

  it('reads right-to-left in Arabic', async () => {
    openDialog('ar');
    const content = await screen.findByTestId('transaction-dialog');
    expect(within(content).getByRole('heading', { name: 'إضافة معاملة جديدة' })).toBeTruthy();
    expect(content.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
