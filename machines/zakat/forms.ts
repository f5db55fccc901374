import { parseNumberInput } from '@contract/number-input';
import { hawlRules, jewelleryRules, nisabBases, zakatYears } from '@contract/zakat-values';
import type {
  AmountProblem,
  PaymentForm,
  SettingsField,
  SettingsForm,
  ZakatPage,
  ZakatPaymentPayload,
  ZakatSettingsPayload,
} from './types';

/** An amount typed as en-US text the way the app writes it back (`0`, `1250.5`). */
const typedAmount = (value: number) => String(value);

export function settingsFormOf(page: ZakatPage): SettingsForm {
  const { settings } = page.zakat;
  return {
    nisabBasis: settings.nisab_basis,
    hawlRule: settings.hawl_rule,
    jewellery: settings.jewellery,
    year: settings.year,
    cashEgp: typedAmount(settings.cash_egp),
    receivablesEgp: typedAmount(settings.receivables_egp),
    debtsEgp: typedAmount(settings.debts_egp),
  };
}

/**
 * "Mark as paid" for one unpaid year (product §12): today (the computation's Cairo day) and that year's amount. It
 * starts on the oldest, which a payment settles when it names none.
 */
export function paymentFormOf(page: ZakatPage, dueOn?: string): PaymentForm {
  const { unpaid } = page.zakat;
  const year = unpaid.find((u) => u.due_on === dueOn) ?? unpaid[0];
  return {
    dueOn: year?.due_on ?? '',
    paidOn: page.zakat.as_of,
    amount: typedAmount(year?.amount ?? page.zakat.amount_due),
  };
}

export const emptySettingsForm: SettingsForm = {
  nisabBasis: 'gold_21',
  hawlRule: 'continuous',
  jewellery: 'exempt',
  year: 'lunar',
  cashEgp: '0',
  receivablesEgp: '0',
  debtsEgp: '0',
};
export const emptyPaymentForm: PaymentForm = { dueOn: '', paidOn: '', amount: '' };

const choices: Partial<Record<SettingsField, readonly string[]>> = {
  nisabBasis: nisabBases,
  hawlRule: hawlRules,
  jewellery: jewelleryRules,
  year: zakatYears,
};

/** The form with one field changed; a choice the contract does not know leaves it as it was. */
export function editSettings(form: SettingsForm, field: SettingsField, value: string): SettingsForm {
  const allowed = choices[field];
  if (allowed && !allowed.includes(value)) return form;
  return { ...form, [field]: value };
}

/** Cash and debts may be 0 (an empty field means 0: nothing entered). */
function readOptionalAmount(
  text: string,
): { ok: true; value: string } | { ok: false; problem: AmountProblem } {
  const result = parseNumberInput(text, { allowZero: true });
  if (!result.ok && result.problem === 'empty') return { ok: true, value: '0' };
  return result;
}

/** Why a typed cash or debts amount cannot be saved; null when it can. */
export function settingsAmountProblem(text: string): AmountProblem | null {
  const result = readOptionalAmount(text);
  return result.ok ? null : result.problem;
}

/** The PUT body, or null while an amount cannot be read. */
export function settingsPayload(form: SettingsForm): ZakatSettingsPayload | null {
  const cash = readOptionalAmount(form.cashEgp);
  const receivables = readOptionalAmount(form.receivablesEgp);
  const debts = readOptionalAmount(form.debtsEgp);
  if (!cash.ok || !receivables.ok || !debts.ok) return null;
  return {
    nisab_basis: form.nisabBasis,
    hawl_rule: form.hawlRule,
    jewellery: form.jewellery,
    year: form.year,
    cash_egp: cash.value,
    receivables_egp: receivables.value,
    debts_egp: debts.value,
  };
}

/** Why the typed payment amount cannot be recorded (a payment is more than 0); null when it can, or is empty. */
export function paymentAmountProblem(text: string): AmountProblem | null {
  const result = parseNumberInput(text);
  return result.ok || result.problem === 'empty' ? null : result.problem;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The POST body, or null while the date or the amount is missing or unreadable. */
export function paymentPayload(form: PaymentForm): ZakatPaymentPayload | null {
  const amount = parseNumberInput(form.amount);
  if (!amount.ok || !isDay(form.paidOn)) return null;
  return { paid_on: form.paidOn, amount: amount.value, ...(isDay(form.dueOn) ? { due_on: form.dueOn } : {}) };
}
