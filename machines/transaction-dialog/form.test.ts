import { describe, expect, it } from 'vitest';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import {
  createPayload,
  emptyForm,
  formFromTransaction,
  hasNumberProblem,
  numberProblem,
  numberValue,
  offeredMainTypes,
  serverFieldErrors,
  subTypesOf,
  updatePayload,
  validationProblem,
} from './form';

describe('transaction form rules', () => {
  it('starts with quantity 1, empty price, buy and today (product §4)', () => {
    expect(emptyForm('2026-11-22')).toEqual({
      transactionType: 'buy',
      mainType: '',
      assetId: null,
      quantity: '1',
      price: '',
      date: '2026-11-22',
      member: '',
      // product §17: no workmanship until the person says the price includes it.
      includesWorkmanship: false,
      workmanship: '',
      refund: '',
    });
  });

  it('reads typed numbers with the shared parser: grouping commas and Arabic digits, never a guess (product §10)', () => {
    expect(numberValue('45,000')).toBe('45000');
    expect(numberValue('١٬٢٥٠٬٠٠٠')).toBe('1250000');
    expect(numberValue('۱٫۵')).toBe('1.5');
    expect(numberValue('1,5')).toBeNull();
    expect(numberProblem('1,5')).toBe('ambiguousComma');
    expect(numberProblem('-5')).toBe('negative');
    expect(numberProblem('12a.3.4 g')).toBe('invalidCharacters');
    // Empty is "required" (product §5), not a reading problem.
    expect(numberProblem('')).toBeNull();
    const form = { ...emptyForm('2026-11-22'), price: '45,000' };
    expect(hasNumberProblem(form)).toBe(false);
    expect(hasNumberProblem({ ...form, quantity: '0.5.5' })).toBe(true);
  });

  it('puts a server refusal on its field, and says when something is left for the toast', () => {
    expect(
      serverFieldErrors({
        status: 400,
        body: { quantity: ['Ensure that there are no more than 8 digits before the decimal point.'] },
      }),
    ).toEqual({
      errors: { quantity: 'Ensure that there are no more than 8 digits before the decimal point.' },
      unplaced: false,
    });
    expect(serverFieldErrors({ status: 400, body: { detail: 'Invalid price' } })).toEqual({
      errors: { price: 'Invalid price' },
      unplaced: false,
    });
    expect(serverFieldErrors({ status: 400, body: { timestamp: ['x'], asset: ['y'] } })).toEqual({
      errors: { date: 'x' },
      unplaced: true,
    });
    expect(serverFieldErrors({ status: 400, body: { detail: 'Not enough balance' } }).unplaced).toBe(true);
    expect(serverFieldErrors({ status: 401, body: { detail: 'Invalid quantity' } })).toEqual({
      errors: {},
      unplaced: true,
    });
    expect(serverFieldErrors({ status: null, body: null }).unplaced).toBe(true);
  });

  it('offers only main types with items and sorts sub types by order (product §5)', () => {
    expect(offeredMainTypes(availableAssetsFixture)).toEqual(['pounds', 'grams', 'gold_ingots', 'silver']);
    // Silver grams and bars are a group of their own, after the gold groups.
    expect(subTypesOf(availableAssetsFixture, 'silver').map((a) => a.code)).toEqual([
      'silver_999_gram',
      'silver_925_gram',
      'silver_bar_100g',
    ]);
    expect(subTypesOf(availableAssetsFixture, 'pounds').map((a) => a.code)).toEqual([
      'pound_full',
      'pound_half',
      'pound_quarter',
    ]);
    expect(subTypesOf(null, 'pounds')).toEqual([]);
  });

  it('asks for the required fields first, then the sub type (product §5)', () => {
    const form = emptyForm('2026-11-22');
    expect(validationProblem(form)).toBe('allFieldsRequired');
    expect(validationProblem({ ...form, mainType: 'pounds', price: '  ' })).toBe('allFieldsRequired');
    // Typed but unreadable is the field's own error, not a missing field.
    expect(validationProblem({ ...form, mainType: 'pounds', price: '.' })).toBe('subTypeRequired');
    expect(hasNumberProblem({ ...form, price: '.' })).toBe(true);
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000', date: '' })).toBe(
      'allFieldsRequired',
    );
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000' })).toBe('subTypeRequired');
    expect(validationProblem({ ...form, mainType: 'pounds', price: '27000', assetId: 1 })).toBeNull();
  });

  it('creates with the sub-type id and the chosen day at 12:00 UTC (product §5)', () => {
    const form = {
      ...emptyForm('2026-11-22'),
      mainType: 'pounds' as const,
      assetId: 1,
      quantity: ' 2 ',
      price: '٢٧٬٠٠٠٫٥٠',
    };
    // The canonical decimal strings, exactly the figures read (product §10).
    expect(createPayload({ ...form, transactionType: 'sell', date: '2026-03-10' })).toEqual({
      transaction_type: 'sell',
      asset: 1,
      quantity: '2',
      price: '27000.5',
      timestamp: '2026-03-10T12:00:00Z',
    });
    // product §13: the member picked goes with it; none picked, the app's default applies.
    expect(createPayload({ ...form, date: '2026-03-10', member: 'm-1' })).toMatchObject({ member: 'm-1' });
  });

  it('prefills an edit and sends only the changed fields (product §3)', () => {
    const form = formFromTransaction(transactionFixture);
    expect(form).toMatchObject({
      mainType: 'pounds',
      assetId: 1,
      quantity: '2',
      price: '27000',
      date: '2026-03-10',
    });
    expect(updatePayload(form, transactionFixture)).toEqual({});
    // The same figure written another way is no change.
    expect(updatePayload({ ...form, quantity: '2.00', price: '27,000' }, transactionFixture)).toEqual({});
    expect(updatePayload({ ...form, quantity: '1.5' }, transactionFixture)).toEqual({ quantity: '1.5' });
    expect(updatePayload({ ...form, price: '26,500', date: '2026-03-11' }, transactionFixture)).toEqual({
      price: '26500',
      timestamp: '2026-03-11T12:00:00Z',
    });
    // product §13: moving a transaction to another member is an edit like any other.
    expect(updatePayload({ ...form, member: 'm-2' }, { ...transactionFixture, member: 'm-1' })).toEqual({
      member: 'm-2',
    });
    expect(updatePayload({ ...form, member: 'm-1' }, { ...transactionFixture, member: 'm-1' })).toEqual({});
  });
});
