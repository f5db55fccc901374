import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ZakatView } from '@/pages/zakat/zakat-view';
import type { ActorRefFrom } from 'xstate';
import { testMachineModel, type StateArgs, type StepArgs } from '@tests/support/model-based';
import { clicksButton, clicksButtonUnlessViewer, unlessViewer } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import {
  duePage,
  jewelleryIncludedPage,
  nothingDue,
  paidPage,
  runningPage,
  settingsRefused,
} from '@tests/fixtures/machines/zakat';
import { typesIntoTextbox } from '@tests/support/form-steps';
import { offline } from '@tests/fixtures/machines/failures';
import { paymentPayload, settingsPayload } from './forms';
import type { ZakatContext } from './types';
import { zakatMachine } from './zakat.machine';

vi.setConfig({ testTimeout: 30_000 });

type Snapshot = StateArgs['snapshot'] & { context: ZakatContext };

/** Keeps apart what the guards read: whether zakat is due, the jewellery choice, and whether the forms can be sent. */
const serialize = (s: Snapshot) => ({
  due: s.context.page?.zakat.hawl.state === 'due',
  paid: (s.context.page?.payments.length ?? 0) > 0,
  jewellery: s.context.settingsForm.jewellery,
  settingsOk: settingsPayload(s.context.settingsForm) !== null,
  paymentOk: paymentPayload(s.context.paymentForm) !== null,
});

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

/** A button that shows its spinner while its call is under way (Chakra marks it data-loading). */
const busy = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.hasAttribute('data-loading');

/** The page's controls, by their names in the suite's language. */
interface Labels {
  retry: string;
  jewellery: string;
  cash: RegExp;
  saveSettings: string;
  amountPaid: RegExp;
  markPaid: string;
  addToCalendar: string;
}

/** The machine, its actors' answers and what a person does, the same in both languages but for the words. */
const zakatModel = (language: 'en' | 'ar', labels: Labels) => ({
  machine: zakatMachine,
  // The owner, and a viewer of a shared household: the viewer's machine refuses every edit, save and payment.
  inputs: [
    { role: 'owner' as const, scope: OWN_HOUSEHOLD_SCOPE },
    { role: 'viewer' as const, scope: { household: 'h-shared', member: null } },
  ],
  render: (actor: ActorRefFrom<typeof zakatMachine>) => <ZakatView actorRef={actor} />,
  wrapper: createTestProviders({ language }),
  actors: {
    // A 404 in the viewer's shared household is reported to the app (product §13); the page shows the same failure.
    loadZakat: { done: [duePage, runningPage], error: [offline, { status: 404, body: null }] },
    saveSettings: { done: [jewelleryIncludedPage], error: [settingsRefused] },
    recordPayment: { done: [paidPage], error: [nothingDue] },
    downloadReminder: { done: [undefined], error: [offline] },
  },
  serialize: serialize as never,
  events: {
    'zakat.retry': clicksButton(labels.retry, 'clicks Retry'),
    'settings.edit': unlessViewer({
      description: 'changes a setting',
      cases: [
        { field: 'jewellery', value: 'included' },
        { field: 'cashEgp', value: '1,5' },
        { field: 'cashEgp', value: '١٬٢٥٠٫٥' },
      ],
      exec: async (args: StepArgs<typeof zakatMachine>) => {
        if (args.event.field === 'jewellery')
          await args.user.selectOptions(
            args.screen.getByRole('combobox', { name: labels.jewellery }),
            args.event.value as string,
          );
        else await typesIntoTextbox(labels.cash)(args);
      },
    }),
    'settings.save': clicksButtonUnlessViewer(labels.saveSettings, 'clicks Save settings'),
    'payment.edit': unlessViewer({
      description: 'types the amount paid',
      cases: [
        { field: 'amount', value: '-5' },
        { field: 'amount', value: '10,000' },
      ],
      exec: typesIntoTextbox(labels.amountPaid),
    }),
    'payment.record': clicksButtonUnlessViewer(labels.markPaid, 'clicks Mark as paid'),
    'reminder.download': clicksButton(labels.addToCalendar, 'clicks Add to calendar'),
  },
});

/** A button shows its spinner while its call is under way, in either language. */
const busyStates = {
  'loaded.savingSettings': () => expect(busy('zakat-save-settings')).toBe(true),
  'loaded.recordingPayment': () => expect(busy('zakat-record-payment')).toBe(true),
  'loaded.downloadingReminder': () => expect(busy('zakat-reminder')).toBe(true),
};

/** A failed call is said in the box beside its button: what failed, then why (`messages`, in the suite's language). */
const failedStates = (messages: { settings: string; payment: string; reminder: string }) => ({
  'loaded.settingsFailed': () => expect(text('zakat-settings-error')).toBe(messages.settings),
  'loaded.paymentFailed': () => expect(text('zakat-payment-error')).toBe(messages.payment),
  'loaded.reminderFailed': () => expect(text('zakat-reminder-error')).toBe(messages.reminder),
});

testMachineModel('zakat (English)', {
  ...zakatModel('en', {
    retry: 'Retry',
    jewellery: 'Worn jewellery',
    cash: /^Cash in hand and in the bank/,
    saveSettings: 'Save settings',
    amountPaid: /^Amount paid/,
    markPaid: 'Mark as paid',
    addToCalendar: 'Add to calendar',
  }),
  sees: {
    loading: 'The title “Zakat” and “Working out your zakat…”.',
    loadingFailed: '“Failed to load your zakat calculation, please try again later” and a Retry button.',
    loaded:
      'The “calculation aid, not a fatwa” note naming 85 g of 21 karat gold; the zakat due (10,500.00 EGP) with the ' +
      'year owed listed and its own Mark as paid, or what the running year would owe if it ended today; the nisab of 340,000.00 EGP, reached; the hawl with its Hijri and Gregorian dates; every holding ' +
      'counted or not with the reason; the explanation step by step; the settings; the payments; the sources.',
    'loaded.idle':
      'No error message; Save settings is enabled only while cash and debts can be read. A viewer: the settings ' +
      'disabled, no Save settings and no Mark as paid.',
    'loaded.savingSettings': 'Save settings is busy.',
    'loaded.settingsFailed':
      '“An error occurred while saving your zakat settings” with the reason (“At most 8 digits before the decimal point.”).',
    'loaded.recordingPayment': 'Mark as paid is busy.',
    'loaded.paymentFailed':
      '“An error occurred while recording the payment”: “No zakat is due now, so there is nothing to mark as paid.”',
    'loaded.downloadingReminder': 'Add to calendar is busy.',
    'loaded.reminderFailed': '“An error occurred while preparing the calendar file”.',
  },
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Zakat' })).toBeTruthy();
      expect(within(screen.getByRole('status')).getByText('Working out your zakat…')).toBeTruthy();
    },
    loadingFailed: ({ screen }) => {
      expect(screen.getByText('Failed to load your zakat calculation, please try again later')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    },
    loaded: ({ screen, snapshot }) => {
      const { context } = snapshot as Snapshot;
      const zakat = context.page!.zakat;
      expect(text('zakat-disclaimer')).toContain('A calculation aid, not a fatwa');
      expect(text('zakat-disclaimer')).toContain('with the nisab at 85 g of 21 karat gold.');
      expect(text('zakat-nisab')).toBe(
        'NisabReached85 g of 21 karat340,000.00EGPYour zakatable wealth today' +
          `${zakat.items.some((i: { reason: string }) => i.reason === 'jewellery_included') ? '634,000.00' : '434,000.00'}EGP`,
      );
      if (zakat.hawl.state === 'due') {
        expect(text('zakat-amount')).toBe(
          'Zakat due now10,500.00EGP2.5 % of 420,000.00EGP, the value of your zakatable wealth on the due day.' +
            'Your current year, if it ended today: 10,850.00EGP',
        );
        // Product §12: the year owed is listed with its own "Mark as paid"; the hawl card shows the year under way.
        expect(text('zakat-unpaid-2026-10-09')).toContain(
          'Year due on Rabiʻ II 28, 1448 AH (October 9, 2026)',
        );
        expect(text('zakat-unpaid-2026-10-09')).toContain('10,500.00EGP');
        expect(text('zakat-due-on')).toContain('September 29, 2027');
        // A viewer sees the year owed but is offered no way to mark it paid.
        expect(document.querySelector('[data-testid="zakat-record-payment"]') === null).toBe(
          context.role === 'viewer',
        );
        expect(text('zakat-explanation-due_year')).toContain(
          'Nisab on October 9, 2026: 85 g × 4,000.00EGP (the buying price of 21 karat that day) = 340,000.00EGP.',
        );
      } else {
        expect(text('zakat-amount-value')).toBe(
          zakat.settings.jewellery === 'included' ? '15,850.00EGP' : '10,850.00EGP',
        );
        expect(document.querySelector('[data-testid="zakat-record-payment"]')).toBeNull();
        expect(screen.getByText('You can record a payment once zakat is due.')).toBeTruthy();
      }
      const jewelleryRow = text('zakat-item-jewellery_21k');
      if (zakat.settings.jewellery === 'included')
        expect(jewelleryRow).toBe(
          '21K jewellery (gram)CountedJewellery counts under your setting.200,000.00EGP50 g',
        );
      else
        expect(jewelleryRow).toBe(
          '21K jewellery (gram)Not countedWorn jewellery is exempt under your setting.200,000.00EGP50 g',
        );
      expect(text('zakat-item-pound_full')).toBe(
        'Gold poundCountedGold kept as savings (pounds, grams, ingots) always counts.384,000.00EGP12 × 8 g pound',
      );
      expect(text('zakat-explanation')).toContain(
        'Nisab on November 23, 2026: 85 g × 4,000.00EGP (today’s buying price of 21 karat) = 340,000.00EGP.',
      );
      const jewellery = screen.getByRole('combobox', { name: 'Worn jewellery' }) as HTMLSelectElement;
      expect(jewellery.value).toBe(context.settingsForm.jewellery);
      // A viewer reads the settings and changes none.
      expect(Boolean(jewellery.closest('fieldset')?.disabled)).toBe(context.role === 'viewer');
      if (context.page!.payments.length > 0) expect(text('zakat-payments')).toContain('November 20, 2026');
      else expect(screen.getByText('No payments recorded yet.')).toBeTruthy();
      if (settingsPayload(context.settingsForm) === null)
        expect(text('cashEgp-error')).toBe(
          'Commas only separate thousands (1,250,000); use a point for decimals (1.5).',
        );
      expect(screen.getByRole('heading', { name: 'How it is worked out' })).toBeTruthy();
    },
    'loaded.idle': ({ screen, snapshot }) => {
      expect(screen.queryByRole('alert')).toBeNull();
      const { context } = snapshot as Snapshot;
      const save = screen.queryByRole('button', { name: 'Save settings' }) as HTMLButtonElement | null;
      if (context.role === 'viewer') expect(save).toBeNull();
      else expect(save!.disabled).toBe(settingsPayload(context.settingsForm) === null);
    },
    ...busyStates,
    ...failedStates({
      settings:
        'An error occurred while saving your zakat settingsAt most 8 digits before the decimal point.',
      payment:
        'An error occurred while recording the paymentNo zakat is due now, so there is nothing to mark as paid.',
      reminder: 'An error occurred while preparing the calendar file',
    }),
  },
});

testMachineModel('zakat (Arabic)', {
  ...zakatModel('ar', {
    retry: 'إعادة المحاولة',
    jewellery: 'المشغولات الملبوسة',
    cash: /^النقد في اليد وفي البنك/,
    saveSettings: 'حفظ الإعدادات',
    amountPaid: /^المبلغ المدفوع/,
    markPaid: 'تم الإخراج',
    addToCalendar: 'أضف إلى التقويم',
  }),
  // The same paths as in English: documented once, by the English suite.
  plan: false,
  states: {
    loading: ({ screen }) => expect(screen.getByText('جارٍ حساب زكاتك…')).toBeTruthy(),
    loadingFailed: ({ screen }) =>
      expect(screen.getByText('حدث خطأ أثناء تحميل حساب الزكاة، يرجى المحاولة لاحقًا')).toBeTruthy(),
    loaded: ({ snapshot }) => {
      const { context } = snapshot as Snapshot;
      expect(text('zakat-disclaimer')).toContain('والنصاب فيه 85 جرامًا من ذهب عيار 21.');
      // Dates: Arabic-Indic digits and Arabic month names, Hijri (Umm al-Qura) first; amounts keep en-US digits.
      if (context.page!.zakat.hawl.state === 'due') {
        expect(text('zakat-unpaid-2026-10-09')).toContain('٢٨ ربيع الآخر ١٤٤٨ هـ (٩ أكتوبر ٢٠٢٦)');
        expect(text('zakat-amount-value')).toBe('10,500.00ج.م');
      } else if (context.page!.payments.length > 0) {
        expect(text('zakat-payments')).toContain('٢٠ نوفمبر ٢٠٢٦');
        expect(text('zakat-payments')).toContain('عن الحول ٢٨ ربيع الآخر ١٤٤٧ هـ – ٢٨ ربيع الآخر ١٤٤٨ هـ');
      } else {
        expect(text('zakat-due-on')).toBe('يحلّ١٤ ذو القعدة ١٤٤٨ هـ، ٢١ أبريل ٢٠٢٧');
      }
      expect(text('zakat-item-jewellery_21k')).toContain('50 جم');
    },
    'loaded.idle': ({ screen }) => expect(screen.queryByRole('alert')).toBeNull(),
    ...busyStates,
    ...failedStates({
      settings: 'حدث خطأ أثناء حفظ إعدادات الزكاة8 أرقام على الأكثر قبل العلامة العشرية.',
      payment: 'حدث خطأ أثناء تسجيل الإخراجلا زكاة مستحقة الآن، فلا يوجد ما تسجّل إخراجه.',
      reminder: 'حدث خطأ أثناء تجهيز ملف التقويم',
    }),
  },
});
