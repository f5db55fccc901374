import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { formatDecimal, formatMoney, formatSignedAmount } from './format-number';

// product §9 and product §17: the server's e-mails and the SPA write figures alike, en-US grouping in both languages.
const words = i18next.createInstance();
void words.init({
  resources: { ar: { translation: ar }, en: { translation: en } },
  initAsync: false,
  fallbackLng: false,
});

describe('format-number, shared by the SPA and the e-mails', () => {
  it('money: grouped, two decimals, the currency label of the language after the figure', () => {
    expect(formatMoney(words.getFixedT('ar'), 5900)).toBe('5,900.00 ج.م');
    expect(formatMoney(words.getFixedT('en'), 1234567.891)).toBe('1,234,567.89 EGP');
    expect(formatMoney(words.getFixedT('ar'), 2650.4, { currency: 'USD' })).toBe('2,650.40 دولار');
    expect(formatMoney(words.getFixedT('en'), 25500, { signed: true })).toBe('+25,500.00 EGP');
  });

  it('a signed amount shows its sign, and none for zero', () => {
    expect(formatSignedAmount(-1320.25)).toBe('-1,320.25');
    expect(formatSignedAmount(0)).toBe('0.00');
  });

  it('a stored decimal keeps every digit it has, grouped', () => {
    expect(formatDecimal('5000')).toBe('5,000');
    expect(formatDecimal('12500.5')).toBe('12,500.5');
    expect(formatDecimal('0.00012345')).toBe('0.00012345');
    expect(formatDecimal('not a number')).toBe('0');
  });
});
