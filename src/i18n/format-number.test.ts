import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatPercent } from './format-number';

// product §9: numbers use the en-US format with thousands separators, in both languages.
describe('format-number', () => {
  it('formats money with grouping and two decimals', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-42.5)).toBe('-42.50');
  });

  it('formats quantities without trailing zeros', () => {
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(31.1035)).toBe('31.1');
  });

  it('signs percentages', () => {
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('never prints NaN or Infinity', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatNumber(Infinity)).toBe('0');
    expect(formatPercent(Number.NaN)).toBe('0.00%');
  });
});
