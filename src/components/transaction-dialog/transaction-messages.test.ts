import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import {
  deleteFailureMessage,
  fieldErrorMessage,
  serverFieldMessage,
  submitFailureMessage,
} from './transaction-messages';

const ar = i18n.getFixedT('ar');
const en = i18n.getFixedT('en');

describe('transaction dialog messages (product §8)', () => {
  it('rewrites the known server details into Arabic, and English gets the glosses', () => {
    expect(submitFailureMessage(ar, { status: 400, body: { detail: 'Not enough balance' } })).toBe(
      'الرصيد غير كافٍ',
    );
    expect(submitFailureMessage(ar, { status: 400, body: { detail: 'Invalid price' } })).toBe(
      'السعر غير صالح',
    );
    expect(submitFailureMessage(ar, { status: 400, body: { detail: 'Invalid quantity' } })).toBe(
      'الكمية غير صالحة',
    );
    expect(submitFailureMessage(en, { status: 400, body: { detail: 'Not enough balance' } })).toBe(
      'Insufficient balance',
    );
  });

  it('shows any other detail as the server wrote it', () => {
    expect(submitFailureMessage(ar, { status: 404, body: { detail: 'Not found.' } })).toBe('Not found.');
  });

  it('a 400 without a detail says "something went wrong, try again"; a 401 after the refresh "please log in again"', () => {
    expect(submitFailureMessage(ar, { status: 400, body: null })).toBe('حدث خطأ ما، حاول مرة أخرى');
    expect(submitFailureMessage(en, { status: 400, body: {} })).toBe('Something went wrong, try again');
    expect(submitFailureMessage(ar, { status: 401, body: null })).toBe('يرجى تسجيل الدخول مرة أخرى');
    // The server's words for a refused token mean nothing to a person: the 401 asks to log in again all the same.
    expect(
      submitFailureMessage(en, { status: 401, body: { detail: 'Given token not valid for any token type' } }),
    ).toBe('Please log in again');
  });

  it("anything else without a detail says the dialog's own generic message", () => {
    expect(submitFailureMessage(ar, { status: null, body: null })).toBe(
      'حدث خطأ أثناء إضافة المعاملة أو تعديلها',
    );
    expect(submitFailureMessage(en, { status: 500, body: null })).toBe(
      'An error occurred while adding or updating the transaction',
    );
  });

  it('a failed delete says errors.Delete, with the reason when it is a known one', () => {
    expect(deleteFailureMessage(en, { status: 500, body: null })).toEqual({
      title: 'An error occurred while deleting Transaction',
    });
    expect(deleteFailureMessage(ar, { status: 400, body: { detail: 'Not enough balance' } })).toEqual({
      title: 'حدث خطأ أثناء حذف المعاملة',
      description: 'الرصيد غير كافٍ',
    });
  });

  it("puts the server's field refusals in the person's language (product §10)", () => {
    const digits = 'Ensure that there are no more than 8 digits before the decimal point.';
    expect(serverFieldMessage(en, digits)).toBe('At most 8 digits before the decimal point.');
    expect(serverFieldMessage(ar, digits)).toBe('8 أرقام على الأكثر قبل العلامة العشرية.');
    expect(serverFieldMessage(en, 'Ensure that there are no more than 6 decimal places.')).toBe(
      'At most 6 digits after the decimal point.',
    );
    expect(serverFieldMessage(ar, 'Invalid quantity')).toBe('الكمية غير صالحة');
    expect(serverFieldMessage(en, 'A valid number is required.')).toBe('Enter a valid number.');
    expect(serverFieldMessage(ar, 'The date cannot be in the future.')).toBe(
      'لا يمكن أن يكون التاريخ في المستقبل.',
    );
    // A message the dialog does not know is shown as written, never swallowed.
    expect(serverFieldMessage(ar, 'Something new.')).toBe('Something new.');
  });

  it("puts the server's workmanship rules in the person's language (product §17)", () => {
    expect(serverFieldMessage(ar, 'Ensure workmanship_per_unit is not more than the price.')).toBe(
      'المصنعية جزء من السعر: لا يمكن أن تزيد عليه.',
    );
    expect(serverFieldMessage(en, 'Ensure refund_per_unit is not more than workmanship_per_unit.')).toBe(
      'The refund cannot be more than the workmanship.',
    );
    expect(
      serverFieldMessage(ar, 'A refund needs the workmanship it is part of: give workmanship_per_unit.'),
    ).toBe('اكتب المصنعية أولًا: المبلغ المردود جزء منها.');
    expect(serverFieldMessage(en, 'Workmanship is recorded only on a buy.')).toBe(
      'Workmanship is recorded only on a buy of gold.',
    );
    expect(serverFieldMessage(en, 'Ensure this value is greater than or equal to 0.')).toBe(
      'Enter a positive number, without a minus sign.',
    );
    expect(fieldErrorMessage(ar, { kind: 'workmanship', problem: 'refundAboveWorkmanship' })).toBe(
      'لا يمكن أن يزيد المبلغ المردود على المصنعية.',
    );
  });

  it('says why a typed number cannot be read, in both languages', () => {
    expect(fieldErrorMessage(en, { kind: 'number', problem: 'ambiguousComma' })).toBe(
      'Commas only separate thousands (1,250,000); use a point for decimals (1.5).',
    );
    expect(fieldErrorMessage(ar, { kind: 'number', problem: 'negative' })).toBe(
      'أدخل رقمًا موجبًا، بدون علامة السالب.',
    );
    expect(fieldErrorMessage(en, { kind: 'number', problem: 'tooManyDecimals' })).toBe(
      'At most 6 digits after the decimal point.',
    );
  });
});
