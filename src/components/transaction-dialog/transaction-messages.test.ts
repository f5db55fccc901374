import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { deleteFailureMessage, submitFailureMessage } from './transaction-messages';

const ar = i18n.getFixedT('ar');
const en = i18n.getFixedT('en');

describe('transaction dialog messages (spec §8)', () => {
  it('rewrites the known server details into Arabic, and English gets the glosses', () => {
    expect(submitFailureMessage(ar, { status: 400, detail: 'Not enough balance' })).toBe('الرصيد غير كافٍ');
    expect(submitFailureMessage(ar, { status: 400, detail: 'Invalid price' })).toBe('السعر غير صالح');
    expect(submitFailureMessage(ar, { status: 400, detail: 'Invalid quantity' })).toBe('الكمية غير صالحة');
    expect(submitFailureMessage(en, { status: 400, detail: 'Not enough balance' })).toBe(
      'Insufficient balance',
    );
  });

  it('shows any other detail as the server wrote it', () => {
    expect(submitFailureMessage(ar, { status: 404, detail: 'Not found.' })).toBe('Not found.');
  });

  it('falls back by status: 400, 401, anything else', () => {
    expect(submitFailureMessage(ar, { status: 400, detail: null })).toBe('حدث خطأ ما، حاول مرة أخرى');
    expect(
      submitFailureMessage(ar, { status: 401, detail: 'Given token not valid for any token type' }),
    ).toBe('يرجى تسجيل الدخول مرة أخرى');
    expect(submitFailureMessage(ar, { status: null, detail: null })).toBe(
      'حدث خطأ أثناء إضافة المعاملة أو تعديلها',
    );
    expect(submitFailureMessage(en, { status: 500, detail: null })).toBe(
      'An error occurred while adding or updating the transaction',
    );
  });

  it('a failed delete says errors.Delete, with the reason when it is a known one', () => {
    expect(deleteFailureMessage(en, { status: 500, detail: null })).toEqual({
      title: 'An error occurred while deleting Transaction',
    });
    expect(deleteFailureMessage(ar, { status: 400, detail: 'Not enough balance' })).toEqual({
      title: 'حدث خطأ أثناء حذف المعاملة',
      description: 'الرصيد غير كافٍ',
    });
  });
});
