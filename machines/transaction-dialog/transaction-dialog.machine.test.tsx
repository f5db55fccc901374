import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { act, fireEvent, within, type screen as Screen } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { TransactionDialogView } from '@/components/transaction-dialog/transaction-dialog-view';
import { testMachineModelWithInputs, type ModelTestConfig, type StepArgs } from '@tests/support/model-based';
import { unlessViewer } from '@tests/support/model-steps';
import { SELF_MEMBER, SPOUSE_MEMBER, withHouseholdScope } from '@tests/support/scope-fixtures';
import { createTestProviders } from '@tests/support/test-providers';
import { formatDecimal } from '@contract/format-number';
import {
  availableAssetsFixture,
  marketFixture,
  marketWithout21kFixture,
  poundWithWorkmanshipFixture,
  transactionFixture,
} from '@tests/fixtures/machines/transaction-dialog';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { holdingQuestion } from './dialog-context';
import { hasNumberProblem, validationProblem } from './form';
import { selectFieldError, selectWorkmanshipSplit, type FieldError } from './selectors';
import { transactionDialogMachine } from './transaction-dialog.machine';
import type { TransactionDialogContext } from './types';
import { recordsWorkmanship, takesWorkmanship } from './workmanship';

// Each path renders the Chakra dialog and types like a person: slower than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Machine = typeof transactionDialogMachine;
type Args = StepArgs<Machine>;

const today = '2026-11-22';
const ctx = (s: AnyMachineSnapshot) => s.context as TransactionDialogContext;
const dialog = (screen: typeof Screen) => within(screen.getByTestId('transaction-dialog'));
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"][form]')!;
const numberFields = ['quantity', 'price', 'workmanship', 'refund'] as const;
/** The number fields that show an error: a revealed reading problem or the server's refusal (product §10). */
const fieldsWithErrors = (s: AnyMachineSnapshot) =>
  numberFields.filter((field) => selectFieldError(field)(s as never) !== null);
const sendDirectly = async ({ actor, event }: Args) => {
  await act(async () => actor.send(event as never));
};

/** What every open state shows: the right title (product §2). */
function expectTitle(screen: typeof Screen, s: AnyMachineSnapshot) {
  const editing = ctx(s).transaction !== null;
  // `hidden`: under the delete confirmation the dialog is aria-hidden, yet still on screen.
  const title = editing ? 'Edit Transaction' : 'Add New Transaction';
  expect(dialog(screen).getByRole('heading', { name: title, hidden: true })).toBeTruthy();
}

/**
 * The form as a person sees it in the editing state. Only what the model tells apart (see `serialize`) is asserted
 * here; field values, the line total and the date message have their own tests (transaction-dialog-view.test.tsx).
 */
function expectForm(screen: typeof Screen, s: AnyMachineSnapshot) {
  const { form, transaction, problem } = ctx(s);
  const view = dialog(screen);
  // product §13: whose gold it is, the owner's own until the person picks another (or the transaction names one).
  const member = view.getByRole('combobox', { name: 'Whose gold' }) as HTMLSelectElement;
  expect(member.value).toBe(form.member || SELF_MEMBER.uuid);
  if (transaction) {
    // product §4: prefilled, main and sub type read-only when editing; the delete button is there.
    expect((view.getByRole('textbox', { name: /main type/i }) as HTMLInputElement).readOnly).toBe(true);
    expect((view.getByRole('textbox', { name: /main type/i }) as HTMLInputElement).value).toBe('Gold pounds');
    expect((view.getByRole('textbox', { name: /subtype/i }) as HTMLInputElement).value).toBe('Gold pound');
    expect(view.queryByRole('combobox', { name: /main type/i })).toBeNull();
    // A viewer is shown the transaction, with Save and Delete refused (architecture §10).
    const viewer = ctx(s).role === 'viewer';
    expect((view.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(viewer);
    expect((view.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(viewer);
  } else {
    const main = view.getByRole('combobox', { name: /main type/i }) as HTMLSelectElement;
    // product §5: only main types with items are offered (the fixture has no currencies).
    expect([...main.options].map((o) => o.text)).toEqual([
      'Select a main type',
      'Gold pounds',
      'Gold grams',
      'Gold ingots',
      'Silver grams and bars',
    ]);
    const sub = view.getByRole('combobox', { name: /subtype/i }) as HTMLSelectElement;
    // Without a main type there is nothing to choose from; with one, its sub types sorted by order (product §5).
    if (validationProblem(form) !== 'allFieldsRequired' || form.mainType === 'pounds') {
      expect(main.value).toBe('pounds');
      expect([...sub.options].map((o) => o.text)).toEqual([
        'Select a subtype',
        'Gold pound',
        'Half gold pound',
        'Quarter gold pound',
      ]);
    }
    if (validationProblem(form) === null) expect(sub.value).toBe('1');
    if (validationProblem(form) === 'subTypeRequired') expect(sub.value).toBe('');
    expect(view.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Delete' })).toBeNull();
  }
  // product §10: "today's price" filled the field with what a dealer sells a gold pound at (8 g × 4,100).
  if (form.price === '32800') {
    expect((view.getByRole('textbox', { name: /price per unit/i }) as HTMLInputElement).value).toBe('32800');
  }
  // product §10: the date label fits the type.
  const dateLabel = form.transactionType === 'sell' ? /^sale date/i : /^purchase date/i;
  expect(view.getByRole('textbox', { name: dateLabel })).toBeTruthy();
  // product §5: the two validation messages.
  const messages = {
    allFieldsRequired: 'Please fill in all required fields',
    subTypeRequired: 'Please select a subtype',
  };
  if (problem) expect(view.getByRole('alert').textContent).toContain(messages[problem]);
  else expect(view.queryByText(/Please fill in all required fields|Please select a subtype/)).toBeNull();
  // product §10: a number that cannot be read, or that the server refused, says why on its own field.
  const fieldMessages: Record<(typeof numberFields)[number], string> = {
    quantity: 'At most 8 digits before the decimal point.',
    price: 'Commas only separate thousands (1,250,000); use a point for decimals (1.5).',
    workmanship: 'The workmanship is part of the price: it cannot be more than the price.',
    refund: refundMessage(selectFieldError('refund')(s as never)),
  };
  expectWorkmanship(screen, s);
  // product §10: a sale of a chosen item on a date says how much of it is held then (3 in these tests).
  const held = view.queryByTestId('held-quantity');
  if (holdingQuestion(ctx(s))) expect(held?.textContent).toBe('On this date you hold 3 × 8 g pound.');
  else expect(held).toBeNull();
  const shown = fieldsWithErrors(s);
  for (const field of numberFields) {
    const error = view.queryByTestId(`${field}-error`);
    if (shown.includes(field)) expect(error?.textContent).toBe(fieldMessages[field]);
    else expect(error).toBeNull();
  }
}

/** The refund's two refusals the model reaches: above the workmanship, or with no workmanship typed. */
function refundMessage(error: FieldError | null) {
  if (error?.kind === 'workmanship' && error.problem === 'refundWithoutWorkmanship')
    return 'Enter the workmanship first: the refund is part of it.';
  return 'The refund cannot be more than the workmanship.';
}

/**
 * product §17: a buy of gold offers "This price includes workmanship"; open, it shows the workmanship and the maker's
 * refund per unit, and the live split of the price under it.
 */
function expectWorkmanship(screen: typeof Screen, s: AnyMachineSnapshot) {
  const { form } = ctx(s);
  const view = dialog(screen);
  const disclosure = view.queryByRole('checkbox', { name: 'This price includes workmanship' });
  if (!takesWorkmanship(form)) {
    expect(disclosure).toBeNull();
    return;
  }
  expect((disclosure as HTMLInputElement).checked).toBe(form.includesWorkmanship);
  const workmanship = view.queryByRole('textbox', {
    name: 'Workmanship per pound',
  }) as HTMLInputElement | null;
  const refund = view.queryByRole('textbox', { name: "Maker's refund per pound" }) as HTMLInputElement | null;
  if (recordsWorkmanship(form)) {
    expect(workmanship?.value).toBe(form.workmanship);
    expect(refund?.value).toBe(form.refund);
  } else {
    expect(workmanship).toBeNull();
    expect(refund).toBeNull();
  }
  const split = selectWorkmanshipSplit(s as never);
  const shown = view.queryByTestId('workmanship-split');
  if (!split) {
    expect(shown).toBeNull();
    return;
  }
  expect(shown?.textContent).toContain(
    `Gold ${formatDecimal(split.gold)} + workmanship ${formatDecimal(split.workmanship)} per pound`,
  );
  if (split.refund)
    expect(shown?.textContent).toContain(`the maker refunds ${formatDecimal(split.refund)} when you sell`);
}

// Its reports to the parent (ADR 016): spies here, where no parent invoked it; the portfolio and dashboard model
// tests run it as their real child.
const reportSaved = vi.fn();
const reportClosed = vi.fn();
afterEach(() => {
  reportSaved.mockClear();
  reportClosed.mockClear();
});

const config: Omit<ModelTestConfig<Machine>, 'input'> = {
  machine: transactionDialogMachine,
  provide: { actions: { reportSaved, reportClosed } },
  // Its child runs for real, with what the ledger holds on the sale's date.
  children: {
    sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 3) } }),
  },
  render: (actor) => <TransactionDialogView actorRef={actor} today={today} />,
  // A household of two (product §13): the dialog offers whose gold it is.
  wrapper: withHouseholdScope(createTestProviders({ language: 'en' })),
  stepTimeoutMs: 4000,
  // What the guards read (add or edit, what the form misses) and the message on screen. Kept coarse so the model
  // stays small; every assertion above reads only these.
  serialize: (s) => ({
    editing: ctx(s).transaction !== null,
    missing: validationProblem(ctx(s).form),
    mainType: ctx(s).form.mainType,
    problem: ctx(s).problem,
    unreadable: hasNumberProblem(ctx(s).form),
    member: ctx(s).form.member,
    fieldErrors: fieldsWithErrors(s).join(),
    // The form's assertion reads whether today's price filled the field: states that differ in it stay apart.
    todayPriced: ctx(s).form.price === '32800',
    // product §17: the disclosure offered or not, open or closed, and the split it shows.
    workmanship: recordsWorkmanship(ctx(s).form) ? 'open' : takesWorkmanship(ctx(s).form) ? 'closed' : 'none',
    split: JSON.stringify(selectWorkmanshipSplit(s as never)),
  }),
  actors: {
    loadAvailableAssets: { done: [availableAssetsFixture], error: [new Error('offline')] },
    submitTransaction: {
      done: [{ kind: 'create', transaction: transactionFixture }],
      error: [
        { status: 400, body: { detail: 'Not enough balance' } },
        {
          status: 400,
          body: { quantity: ['Ensure that there are no more than 8 digits before the decimal point.'] },
        },
      ],
    },
    loadMarketPrices: { done: [marketFixture, marketWithout21kFixture], error: [new Error('offline')] },
    deleteTransaction: {
      done: [undefined],
      error: [{ status: 400, body: { detail: 'Not enough balance' } }],
    },
  },
  events: {
    'dialog.close': {
      description: 'closes the dialog (Cancel; while saving, presses Escape and the page closes it)',
      exec: async (args) => {
        // With the confirmation on top only the parent can close the dialog (say, by leaving the page).
        if (args.actor.getSnapshot().matches('confirmingDelete')) return sendDirectly(args);
        // Saving or deleting: Escape does nothing and Cancel is disabled; the parent may still close it (the
        // person leaves the page), which the machine ignores until the request answers.
        const snapshot = args.actor.getSnapshot();
        if (snapshot.matches('submitting') || snapshot.matches('deleting')) {
          await args.user.keyboard('{Escape}');
          return sendDirectly(args);
        }
        await args.user.click(dialog(args.screen).getByRole('button', { name: 'Cancel' }));
      },
    },
    'assets.retry': {
      description: 'clicks Retry',
      exec: ({ user, screen }) => user.click(dialog(screen).getByRole('button', { name: 'Retry' })),
    },
    'form.transactionTypeChanged': {
      description: 'chooses Sell',
      cases: [{ transactionType: 'sell' }],
      exec: ({ user, screen, event }) =>
        user.click(
          dialog(screen).getByRole('radio', { name: event.transactionType === 'sell' ? 'Sell' : 'Buy' }),
        ),
    },
    'form.mainTypeChanged': {
      description: 'chooses a main type',
      cases: [{ mainType: 'pounds' }, { mainType: 'currencies' }],
      exec: async (args) => {
        // The view never offers a main type without items; the machine still resets one silently (product §5).
        if (args.event.mainType === 'currencies') return sendDirectly(args);
        // Editing shows the main type read-only; the machine ignores a change sent anyway.
        if (ctx(args.actor.getSnapshot()).transaction !== null) return sendDirectly(args);
        await args.user.selectOptions(
          dialog(args.screen).getByRole('combobox', { name: /main type/i }),
          'pounds',
        );
      },
    },
    'form.subTypeChanged': {
      description: 'chooses a subtype',
      cases: [{ assetId: 1 }],
      // The choice alone, as a keyboard user makes it: clicking would also leave the field typed last, which is its
      // own event (`form.fieldLeft`, revealing that field's problem).
      exec: async ({ screen }) => {
        await act(async () => {
          fireEvent.change(dialog(screen).getByRole('combobox', { name: /subtype/i }), {
            target: { value: '1' },
          });
        });
      },
    },
    'form.quantityChanged': {
      description: 'types the quantity',
      cases: [{ quantity: '2' }],
      exec: async ({ user, screen }) => {
        const input = dialog(screen).getByRole('textbox', { name: /quantity/i });
        await user.clear(input);
        await user.type(input, '2');
      },
    },
    'form.priceChanged': {
      description: 'types the price (in Arabic-Indic digits, or with a comma that groups nothing)',
      // Arabic-Indic digits are understood (٢٧٠٠٠ is 27000); a comma that groups nothing is not (product §10).
      cases: [{ price: '٢٧٠٠٠' }, { price: '1,5' }],
      exec: async ({ user, screen, event }) => {
        const input = dialog(screen).getByRole('textbox', { name: /price per unit/i });
        await user.clear(input);
        await user.type(input, String(event.price));
      },
    },
    'form.memberChanged': {
      description: 'chooses the spouse as whose gold it is',
      cases: [{ member: SPOUSE_MEMBER.uuid }],
      exec: ({ user, screen }) =>
        user.selectOptions(dialog(screen).getByRole('combobox', { name: 'Whose gold' }), SPOUSE_MEMBER.uuid),
    },
    'form.workmanshipToggled': {
      description: 'ticks (or unticks) “This price includes workmanship”',
      exec: async (args) => {
        // Offered on a buy of gold only; anything else has no such box, and the machine ignores it.
        const box = dialog(args.screen).queryByRole('checkbox', { name: 'This price includes workmanship' });
        if (!box) return sendDirectly(args);
        await args.user.click(box);
      },
    },
    'form.workmanshipChanged': {
      description: 'types the workmanship per pound',
      cases: [{ workmanship: '1,200' }],
      exec: async (args) => {
        // Typed only while the disclosure shows the field.
        const input = dialog(args.screen).queryByRole('textbox', { name: 'Workmanship per pound' });
        if (!input) return sendDirectly(args);
        await args.user.clear(input);
        await args.user.type(input, String(args.event.workmanship));
      },
    },
    'form.refundChanged': {
      description: 'types a refund larger than the workmanship',
      cases: [{ refund: '2,000' }],
      exec: async (args) => {
        const input = dialog(args.screen).queryByRole('textbox', { name: "Maker's refund per pound" });
        if (!input) return sendDirectly(args);
        await args.user.clear(input);
        await args.user.type(input, String(args.event.refund));
      },
    },
    'form.fieldLeft': {
      cases: [{ field: 'price' }],
      exec: async ({ user, screen }) => {
        await user.click(dialog(screen).getByRole('textbox', { name: /price per unit/i }));
        await user.tab();
      },
    },
    'form.dateChanged': {
      description: 'types a date that is not one (13/45)',
      // A date that is not one empties the field's day (a valid one is typed in transaction-dialog-view.test.tsx).
      cases: [{ date: '' }],
      exec: async ({ user, screen }) => {
        // The label fits the type: "Purchase date" or "Sale date" (product §10).
        const input = dialog(screen).getByRole('textbox', { name: /^(purchase|sale) date/i });
        await user.clear(input);
        await user.type(input, '13/45');
      },
    },
    'form.todayPriceRequested': {
      exec: ({ user, screen }) =>
        user.click(dialog(screen).getByRole('button', { name: "Use today's price" })),
    },
    'dialog.submit': unlessViewer<Args>({
      description: 'clicks Add (or Save)',
      exec: ({ user, screen }) => user.click(dialog(screen).getByRole('button', { name: /^(Add|Save)$/ })),
    }),
    'delete.request': unlessViewer<Args>({
      description: 'clicks Delete',
      exec: ({ user, screen }) => user.click(dialog(screen).getByRole('button', { name: 'Delete' })),
    }),
    'delete.cancel': {
      description: 'clicks Cancel in the confirmation',
      exec: ({ user, screen }) =>
        user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })),
    },
    'delete.confirm': {
      description: 'clicks Delete in the confirmation',
      exec: ({ user, screen }) =>
        user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    },
  },
  sees: {
    closed: 'No transaction dialog; the page was told “saved” or “closed”.',
    loadingAssets: '“Loading available assets…”; the submit button disabled.',
    loadingAssetsFailed: '“The available assets could not be loaded.”, a Retry button, Add disabled.',
    editing:
      'The form with what was entered, and the problem if any (“Please fill in all required fields”, “Please select a subtype”); a sale with its item and date says “On this date you hold 3 × 8 g pound.”; a buy of gold offers “This price includes workmanship”, and open it shows the workmanship and refund per pound and splits the price (“Gold 25,800 + workmanship 1,200 per pound”).',
    fetchingTodayPrice: 'A spinner on “Use today’s price”; the submit button disabled.',
    submitting: 'A spinner on the submit button; Cancel disabled.',
    confirmingDelete: '“Are you sure you want to delete this transaction?” with Cancel and Delete.',
    deleting: 'A spinner on the confirmation’s Delete button.',
  },
  states: {
    closed: ({ screen }) => {
      expect(screen.queryByTestId('transaction-dialog')).toBeNull();
      // The parent heard it once: saved (or deleted), or dismissed.
      expect(reportSaved.mock.calls.length + reportClosed.mock.calls.length).toBe(1);
    },
    loadingAssets: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      expect(dialog(screen).getByText('Loading available assets…')).toBeTruthy();
      expect(submitButton().disabled).toBe(true);
    },
    loadingAssetsFailed: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      expect(dialog(screen).getByText('The available assets could not be loaded.')).toBeTruthy();
      expect(dialog(screen).getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect((dialog(screen).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    },
    editing: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      expectForm(screen, snapshot);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    fetchingTodayPrice: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      // While it loads, the button shows a spinner instead of its words.
      const button = dialog(screen).getByTestId('today-price');
      expect(button.getAttribute('data-loading')).not.toBeNull();
      expect(submitButton().disabled).toBe(true);
    },
    submitting: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      // product §2: a spinner while submitting; cancel is disabled.
      expect(submitButton().getAttribute('data-loading')).not.toBeNull();
      expect((dialog(screen).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    },
    confirmingDelete: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      const confirm = within(screen.getByRole('alertdialog'));
      expect(confirm.getByText('Are you sure you want to delete this transaction?')).toBeTruthy();
      // It names the transaction (product §10).
      expect(confirm.getByTestId('delete-subject').textContent).toBe(
        'The purchase of 2 × Gold pound at 27,000.00 EGP on 10 March 2026.',
      );
      expect(confirm.getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(confirm.getByRole('button', { name: 'Delete' })).toBeTruthy();
    },
    deleting: ({ screen, snapshot }) => {
      expectTitle(screen, snapshot);
      const busy = [...screen.getByRole('alertdialog').querySelectorAll('button')].find(
        (b) => b.dataset.loading !== undefined,
      );
      expect(busy).toBeTruthy();
    },
  },
};

// The parent invokes it to add (no transaction) or to edit one (ADR 016).
testMachineModelWithInputs('transactionDialog (English)', [
  {
    label: 'Adding: the page opens it with no transaction (“Add transaction”)',
    config: { ...config, input: { today, transaction: null, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  },
  {
    label: 'Editing: the page opens it with a pound recorded with its workmanship (Edit on a row)',
    config: {
      ...config,
      input: { today, transaction: poundWithWorkmanshipFixture, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE },
    },
  },
  {
    label: 'A viewer of a shared household: the dialog shows the transaction and refuses Save and Delete',
    config: {
      ...config,
      input: { today, transaction: transactionFixture, role: 'viewer', scope: OWN_HOUSEHOLD_SCOPE },
    },
  },
]);
