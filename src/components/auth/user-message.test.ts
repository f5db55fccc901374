import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '@contract/errors-values';
import { serverMessageOr } from '@machines/shared/api-failure';
import i18n from '@/i18n/i18n';
import { messageText } from './user-message';

const shown = (language: 'ar' | 'en', body: unknown, fallback?: { key: string }) =>
  messageText(i18n.getFixedT(language), serverMessageOr(body, fallback));

describe('a server error as a person reads it (product §5)', () => {
  it('shows the first message found: a string, the first array element, the first value of the first field', () => {
    expect(shown('en', 'Slow down.')).toBe('Slow down.');
    expect(shown('en', ['First.', 'Second.'])).toBe('First.');
    expect(shown('en', { quantity: ['Ensure that there are no more than 12 digits.'] })).toBe(
      'Ensure that there are no more than 12 digits.',
    );
  });

  it("falls back to 'An unexpected error occurred' when no message is found", () => {
    for (const body of [null, {}, [], '', '   ', { email: [] }, { code: 42 }]) {
      expect(shown('en', body)).toBe('An unexpected error occurred');
      expect(shown('ar', body)).toBe('حدث خطأ غير متوقع');
    }
  });

  it("keeps a flow's own fallback where it has one (product §8: sign-up's 'An error occurred during signup')", () =>
    expect(shown('en', {}, { key: 'signup.errorOccurred' })).toBe('An error occurred during signup'));

  it('never shows an empty message', () =>
    expect(messageText(i18n.getFixedT('en'), { text: ' ' })).toBe('An unexpected error occurred'));

  it('translates a server message it knows', () =>
    expect(shown('ar', { email: ['Enter a valid email address.'] })).toBe(
      i18n.getFixedT('ar')('auth.validation.invalidEmail'),
    ));

  it("shows the 503 of a database outage in the visitor's language (sign-up shows a 503's own message)", () => {
    expect(shown('ar', { detail: SERVICE_UNAVAILABLE })).toBe(
      'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
    );
    expect(shown('en', { detail: SERVICE_UNAVAILABLE })).toBe(SERVICE_UNAVAILABLE);
  });
});
