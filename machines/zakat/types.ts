import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { RoleInput } from '@machines/shared/household-role';
import type { ZakatPayment, ZakatPaymentPayload, ZakatResponse, ZakatSettingsPayload } from '@contract/zakat';
import type { hawlRules, jewelleryRules, nisabBases, zakatYears } from '@contract/zakat-values';
import type { NumberInputProblem } from '@contract/number-input';
import type { ApiFailure } from '@machines/shared/api-failure';

export type { ZakatPayment, ZakatPaymentPayload, ZakatResponse, ZakatSettingsPayload };

/** What the page shows: the computation and the payments recorded (loaded together). */
export interface ZakatPage {
  zakat: ZakatResponse;
  payments: ZakatPayment[];
}

/** The settings as the person edits them: choices, and the amounts as typed (read by contract/number-input). */
export interface SettingsForm {
  nisabBasis: (typeof nisabBases)[number];
  hawlRule: (typeof hawlRules)[number];
  jewellery: (typeof jewelleryRules)[number];
  year: (typeof zakatYears)[number];
  cashEgp: string;
  receivablesEgp: string;
  debtsEgp: string;
}
export type SettingsField = keyof SettingsForm;

/** "Mark as paid": which unpaid year (its due day), the day paid and the amount, as typed. */
export interface PaymentForm {
  dueOn: string;
  paidOn: string;
  amount: string;
}
export type PaymentField = keyof PaymentForm;

export type AmountProblem = NumberInputProblem;

/** What the zakat page's machine is started with: whom it acts for and the person's role there. */
export type ZakatInput = RoleInput & ScopeInput;

/** What a save or a payment gets: whom the page acts for and what the form sends. */
export interface ScopedPayload<P> {
  scope: ActingFor;
  payload: P;
}

export interface ZakatContext extends RoleInput, ScopeInput {
  /** The latest page data; null until the first load succeeds. */
  page: ZakatPage | null;
  settingsForm: SettingsForm;
  paymentForm: PaymentForm;
  /** Why the last save, payment or calendar download failed (shown by the failure states). */
  failure: ApiFailure | null;
}

export type ZakatEvent =
  | { type: 'zakat.retry' }
  | { type: 'settings.edit'; field: SettingsField; value: string }
  | { type: 'settings.save' }
  | { type: 'payment.edit'; field: PaymentField; value: string }
  | { type: 'payment.record' }
  | { type: 'reminder.download' };
