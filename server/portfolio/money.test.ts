import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseAmount, percentOf, roundMoney, roundQuantity } from './money';

describe('amounts a client sends', () => {
  it('accepts numbers and decimal strings exactly', () => {
    expect(parseAmount(0.1)).toEqual({ ok: true, value: new Big('0.1') });
    expect(parseAmount('12345678.123456')).toEqual({ ok: true, value: new Big('12345678.123456') });
    expect(parseAmount(' 2.50 ')).toEqual({ ok: true, value: new Big('2.5') });
  });

  it('names what is wrong', () => {
    expect(parseAmount(0)).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseAmount('-1')).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseAmount(Number.NaN)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount(Number.POSITIVE_INFINITY)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount(Number.NEGATIVE_INFINITY)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount(123456789)).toEqual({ ok: false, problem: 'too_many_integer_digits' });
    expect(parseAmount('1e999999')).toEqual({ ok: false, problem: 'too_many_integer_digits' });
    expect(parseAmount('0.1234567')).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('1e-7')).toEqual({ ok: false, problem: 'too_many_decimals' });
  });

  it('workmanship may be free: 0 is an answer where zero is allowed, a negative amount is not', () => {
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, value: new Big(0) });
    expect(parseAmount(0, { allowZero: true })).toEqual({ ok: true, value: new Big(0) });
    expect(parseAmount('-0.5', { allowZero: true })).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmount('0', { allowZero: false })).toEqual({ ok: false, problem: 'not_positive' });
  });
});

describe('rounding for responses', () => {
  it('EGP to 2 decimals, quantities to 4, half up', () => {
    expect(roundMoney(new Big('1234.565'))).toBe(1234.57);
    expect(roundQuantity(new Big('0.123456'))).toBe(0.1235);
    expect(percentOf(new Big(1), new Big(3))).toBe(33.33);
    expect(percentOf(new Big(1), new Big(0))).toBe(0);
  });
});
