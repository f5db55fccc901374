import { describe, expect, it } from 'vitest';
import { availableAssetsFixture, transactionFixture } from './fixtures';
import {
  createPayload,
  emptyForm,
  formFromTransaction,
  normaliseDecimal,
  offeredMainTypes,
  subTypesOf,
  updatePayload,
  validationProblem,
} from './form';

describe('transaction form rules', () => {
  it('starts with quantity 1, empty price, buy and today (spec §4)', () => {
    expect(emptyForm('2026-11-22')).toEqual({
      transactionType: 'buy',
      mainType: '',
      assetId: null,
      quantity: '1',
      price: '',
      date: '2026-11-22',
    });
  });

  it('understands Arabic-Indic digits and the Arabic decimal separator, and drops anything else', () => {
    expect(normaliseDecimal('٢٧٠٠٠')).toBe('27000');
    expect(normaliseDecimal('۱٫۵')).toBe('1.5');
    expect(normaliseDecimal('1,5')).toBe('1.5');
    expect(normaliseDecimal('12a.3.4 g')).toBe('12.34');
  });

  it('offers only main types with items and sorts sub types by order (spec §5)', () => {
    expect(offeredMainTypes(availableAssetsFixture)).toEqual(['pounds', 'grams', 'gold_ingots']);
    expect(subTypesOf(availableAssetsFixture, 'pounds').map((a) => a.code)).toEqual([
      'pound_full',
      'pound_half',
      'pound_quarter',
    ]);
    expect(subTypesOf(null, 'pounds')).toEqual([]);
  });

  it('asks for the required fields first, then the sub type (spec §5)', () => {
    const form = emptyForm('2026-11-22');
    expect(validationProblem(form)).toBe('allFieldsRequired');
    expect(validationProblem({ ...form, mainType: 'pounds', price: '.' })).toBe('allFieldsRequired');
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000', date: '' })).toBe(
      'allFieldsRequired',
    );
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000' })).toBe('subTypeRequired');
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000', assetId: 1 })).toBeNull();
  });

  it('creates with the sub-type id and the chosen day at 12:00 UTC (spec §5)', () => {
    const form = {
      ...emptyForm('2026-11-22'),
      mainType: 'pounds' as const,
      assetId: 1,
      quantity: '2',
      price: '27000',
    };
    expect(createPayload({ ...form, transactionType: 'sell', date: '2026-03-10' })).toEqual({
      transaction_type: 'sell',
      asset: 1,
      quantity: 2,
      price: 27000,
      timestamp: '2026-03-10T12:00:00Z',
    });
  });

  it('prefills an edit and sends only the changed fields (spec §3)', () => {
    const form = formFromTransaction(transactionFixture);
    expect(form).toMatchObject({
      mainType: 'pounds',
      assetId: 1,
      quantity: '2',
      price: '27000',
      date: '2026-03-10',
    });
    expect(updatePayload(form, transactionFixture)).toEqual({});
    expect(updatePayload({ ...form, quantity: '1.5' }, transactionFixture)).toEqual({ quantity: 1.5 });
    expect(updatePayload({ ...form, price: '26500', date: '2026-03-11' }, transactionFixture)).toEqual({
      price: 26500,
      timestamp: '2026-03-11T12:00:00Z',
    });
  });
});
