import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../time/cairo-day';
import { computeZakat } from './compute';
import { hijriOf, hijriString, hijriYearAfter } from './hijri';
import { input, tx } from '@tests/fixtures/server/zakat/ledger';

const str = (b: Big | null) => (b === null ? null : b.toFixed(2));

describe('zakat: nisab and what counts', () => {
  it('owes nothing below the nisab and states no estimate anywhere (product §12)', () => {
    const z = computeZakat(input([tx('buy', 'gram_21k', '10', '2024-01-01')], '2026-11-23'));
    expect(z.hawl.state).toBe('below_nisab');
    expect(z.nisabReached).toBe(false);
    expect(str(z.amountDue)).toBe('0.00');
    expect(z.estimate).toBeNull();
    const keys = z.explanation.map((s) => s.key);
    expect(keys).not.toContain('estimate');
    // It never reached the nisab, so the page must not say it "has not stayed" there.
    expect(keys).toContain('nisab_not_reached');
    expect(keys).toContain('hawl_not_reached');
    expect(keys).not.toContain('hawl_fell_below');
  });

  it('a running year estimates the rate of today’s value, "if your year ended today"', () => {
    const z = computeZakat(input([tx('buy', 'gram_21k', '100', '2026-06-01')], '2026-11-23'));
    expect(z.current).toMatchObject({ state: 'running', startedOn: '2026-06-01' });
    expect(str(z.estimate)).toBe('8750.00'); // 100 g × 3,500 × 2.5 %
    expect(z.explanation.find((s) => s.key === 'estimate')?.values).toMatchObject({ amount: '8750.00' });
  });

  it('a wealth that fell below the nisab says so, with no estimate', () => {
    const ledger = [tx('buy', 'gram_21k', '100', '2026-01-01'), tx('sell', 'gram_21k', '50', '2026-03-01')];
    const z = computeZakat(input(ledger, '2026-11-23'));
    expect(z.estimate).toBeNull();
    expect(z.explanation.map((s) => s.key)).toContain('hawl_fell_below');
  });

  it('start_and_end: a year runs while today is below the nisab, and nothing would be due if it ended today', () => {
    const ledger = [tx('buy', 'gram_21k', '100', '2026-01-01'), tx('sell', 'gram_21k', '50', '2026-03-01')];
    const z = computeZakat(input(ledger, '2026-11-23', { hawlRule: 'start_and_end' }));
    expect(z.current).toMatchObject({ state: 'running', startedOn: '2026-01-01' });
    expect(z.nisabReached).toBe(false);
    expect(z.estimate).toBeNull();
    const keys = z.explanation.map((s) => s.key);
    expect(keys).toContain('hawl_running_below');
    expect(keys).not.toContain('estimate');
  });

  it('the 21k and 24k bases give different nisab values', () => {
    const held = [tx('buy', 'gram_21k', '92', '2026-01-01')]; // 322,000
    const k21 = computeZakat(input(held, '2026-11-23'));
    const k24 = computeZakat(input(held, '2026-11-23', { nisabBasis: 'gold_24' }));
    expect(k21.nisabGrams.toFixed()).toBe('85');
    expect(str(k21.nisabValue)).toBe('297500.00'); // 85 × 3,500
    expect(str(k24.nisabValue)).toBe('340000.00'); // 85 × 4,000
    expect(k21.nisabReached).toBe(true);
    expect(k24.nisabReached).toBe(false);
  });

  it('jewellery is excluded under exempt and counted under included', () => {
    const held = [tx('buy', 'jewellery_21k', '100', '2024-01-01')];
    const exempt = computeZakat(input(held, '2026-11-23'));
    expect(exempt.items.map((i) => [i.asset.code, i.included, i.reason])).toEqual([
      ['jewellery_21k', false, 'jewellery_exempt'],
    ]);
    expect(str(exempt.zakatableValue)).toBe('0.00');
    expect(exempt.hawl.state).toBe('below_nisab');

    const included = computeZakat(input(held, '2026-11-23', { jewellery: 'included' }));
    expect(included.items[0]).toMatchObject({ included: true, reason: 'jewellery_included' });
    expect(str(included.zakatableValue)).toBe('350000.00');
    expect(included.hawl.state).toBe('due');
  });

  it('currencies and cash count toward the nisab and debts reduce it', () => {
    const held = [tx('buy', 'gram_21k', '50', '2026-01-01'), tx('buy', 'usd', '2000', '2026-01-01')];
    // 175,000 of gold + 100,000 of dollars = 275,000: below 297,500 alone.
    expect(computeZakat(input(held, '2026-11-23')).nisabReached).toBe(false);
    const withCash = computeZakat(input(held, '2026-11-23', { cashEgp: new Big(30000) }));
    expect(str(withCash.zakatableValue)).toBe('305000.00');
    expect(withCash.nisabReached).toBe(true);
    expect(withCash.hawl).toMatchObject({ state: 'running', startedOn: '2026-01-01' });
    const withDebts = computeZakat(
      input(held, '2026-11-23', { cashEgp: new Big(30000), debtsEgp: new Big(10000) }),
    );
    expect(str(withDebts.zakatableValue)).toBe('295000.00');
    expect(withDebts.hawl.state).toBe('below_nisab');
  });

  it('reaches the nisab in piastres, as the page shows both: a fraction of a piastre short counts', () => {
    const held = [tx('buy', 'gram_21k', '84', '2026-01-01')]; // 294,000 against a nisab of 297,500
    const withCash = (cash: string) => computeZakat(input(held, '2026-11-23', { cashEgp: new Big(cash) }));
    for (const cash of ['3499.996', '3499.995']) {
      const z = withCash(cash);
      expect(str(z.zakatableValue)).toBe('297500.00');
      expect(z.nisabReached).toBe(true);
      expect(z.explanation.map((s) => s.key)).toContain('nisab_reached');
      expect(z.hawl).toMatchObject({ state: 'running', startedOn: '2026-01-01' });
    }
    const short = withCash('3499.994');
    expect(str(short.zakatableValue)).toBe('297499.99');
    expect(short.nisabReached).toBe(false);
    expect(short.hawl.state).toBe('below_nisab');
  });
});

describe('zakat: the hawl', () => {
  const held = [tx('buy', 'gram_21k', '100', '2025-06-01')]; // 350,000 from 1 June 2025
  const dueOn = hijriYearAfter('2025-06-01');

  it('one Umm al-Qura year is 354 or 355 days and keeps the Hijri day and month', () => {
    expect([354, 355]).toContain(daysBetween('2025-06-01', dueOn));
    const [from, to] = [hijriOf('2025-06-01'), hijriOf(dueOn)];
    expect(to).toEqual({ year: from.year + 1, month: from.month, day: from.day });
    expect(hijriString('2025-06-01')).toBe('1446-12-05');
  });

  it('is due one Hijri year after the nisab was reached, at that day’s value', () => {
    const before = computeZakat(input(held, addDays(dueOn, -1)));
    expect(before.hawl).toMatchObject({ state: 'running', startedOn: '2025-06-01', dueOn });
    expect(str(before.amountDue)).toBe('0.00');

    const due = computeZakat(input(held, dueOn));
    expect(due.hawl).toMatchObject({ state: 'due', startedOn: '2025-06-01', dueOn });
    expect(due.hawl.dueOnHijri).toBe('1447-12-05');
    expect(str(due.valueOnDue)).toBe('350000.00');
    expect(str(due.amountDue)).toBe('8750.00');
    // The next year started on the due day: its estimate is what it would owe if it ended today.
    expect(due.current).toMatchObject({ state: 'running', startedOn: dueOn });
    expect(str(due.estimate)).toBe('8750.00');
  });

  it('continuous restarts after a sale drops below the nisab; start_and_end does not', () => {
    const ledger = [
      tx('buy', 'gram_21k', '100', '2025-01-01'),
      tx('sell', 'gram_21k', '50', '2025-05-01'),
      tx('buy', 'gram_21k', '50', '2025-05-10'),
    ];
    const today = '2026-01-01'; // past the first anniversary (2025-12-21)
    const continuous = computeZakat(input(ledger, today));
    expect(continuous.hawl).toMatchObject({ state: 'running', startedOn: '2025-05-10' });
    const startAndEnd = computeZakat(input(ledger, today, { hawlRule: 'start_and_end' }));
    expect(startAndEnd.hawl).toMatchObject({ state: 'due', startedOn: '2025-01-01' });
  });

  it('start_and_end restarts when the wealth vanished entirely', () => {
    const ledger = [
      tx('buy', 'gram_21k', '100', '2025-01-01'),
      tx('sell', 'gram_21k', '100', '2025-03-01'),
      tx('buy', 'gram_21k', '100', '2025-04-01'),
    ];
    const z = computeZakat(input(ledger, '2026-01-01', { hawlRule: 'start_and_end' }));
    expect(z.hawl).toMatchObject({ state: 'running', startedOn: '2025-04-01' });
  });

  it('a recorded payment settles its year; the next started on the settled due day', () => {
    const today = addDays(dueOn, 10);
    expect(computeZakat(input(held, today)).hawl.state).toBe('due');
    const after = computeZakat(input(held, today, {}, [dueOn]));
    expect(after.hawl).toMatchObject({ state: 'running', startedOn: dueOn, dueOn: hijriYearAfter(dueOn) });
    expect(str(after.amountDue)).toBe('0.00');
    expect(after.unpaid).toEqual([]);
  });

  it('every unpaid year is owed, oldest first, and amount_due is their sum (product §12)', () => {
    const since = [tx('buy', 'gram_21k', '100', '2024-04-01')];
    const first = hijriYearAfter('2024-04-01');
    const second = hijriYearAfter(first);
    const z = computeZakat(input(since, '2026-11-23'));
    expect(z.unpaid.map((u) => [u.startedOn, u.dueOn, str(u.valueOnDue), str(u.amount)])).toEqual([
      ['2024-04-01', first, '350000.00', '8750.00'],
      [first, second, '350000.00', '8750.00'],
    ]);
    expect(str(z.amountDue)).toBe('17500.00');
    expect(z.hawl).toMatchObject({ state: 'due', startedOn: '2024-04-01', dueOn: first });
    expect(z.current).toMatchObject({ state: 'running', startedOn: second });
    // Paying the second year leaves the first owed.
    const paidSecond = computeZakat(input(since, '2026-11-23', {}, [second]));
    expect(paidSecond.unpaid.map((u) => u.dueOn)).toEqual([first]);
  });

  it('the due day’s steps use the due day’s figures, and today’s follow in their own section', () => {
    const today = addDays(dueOn, 10);
    const z = computeZakat(input(held, today));
    const keys = z.explanation.map((s) => s.key);
    expect(keys.slice(0, 4)).toEqual(['due_year', 'due_nisab', 'due_zakatable', 'due_amount']);
    // One year owed: its amount is the total, with no separate total line.
    expect(keys).not.toContain('total_due');
    expect(keys.indexOf('today')).toBeGreaterThan(keys.indexOf('due_amount'));
    for (const step of z.explanation.filter((s) => s.key.startsWith('due_') && s.key !== 'due_year'))
      expect(step.values.day).toBe(dueOn);
    expect(z.explanation.find((s) => s.key === 'due_zakatable')?.values.zakatable_value).toBe('350000.00');
    expect(z.explanation.find((s) => s.key === 'due_amount')?.values).toMatchObject({
      base: '350000.00',
      amount: '8750.00',
    });
  });

  it('a solar year is the Gregorian anniversary at 2.577 %', () => {
    const z = computeZakat(input(held, '2026-06-05', { year: 'solar' }));
    expect(z.hawl).toMatchObject({ state: 'due', startedOn: '2025-06-01', dueOn: '2026-06-01' });
    expect(str(z.amountDue)).toBe('9019.50'); // 350,000 × 2.577 %
    expect(z.explanation.find((s) => s.key === 'due_amount')?.values.rate).toBe('2.577');
  });

  it('says when the newest price is older than PRICE_STALE_HOURS, naming when it was taken', () => {
    const held = [tx('buy', 'gram_21k', '10', '2026-01-01')];
    const prices = { takenAt: '2026-11-20T08:00:00.000Z', stale: true };
    const stale = computeZakat({ ...input(held, '2026-11-23'), prices });
    expect(stale.explanation.find((s) => s.key === 'stale_prices')?.values).toEqual({
      taken_at: '2026-11-20T08:00:00.000Z',
    });
    const fresh = computeZakat({ ...input(held, '2026-11-23'), prices: { ...prices, stale: false } });
    expect(fresh.explanation.map((s) => s.key)).not.toContain('stale_prices');
  });

  it('money owed to the person counts toward the zakatable value', () => {
    const few = [tx('buy', 'gram_21k', '50', '2026-01-01')]; // 175,000
    const z = computeZakat(input(few, '2026-11-23', { receivablesEgp: new Big(150000) }));
    expect(str(z.zakatableValue)).toBe('325000.00');
    expect(z.nisabReached).toBe(true);
  });
});

describe('zakat: the explanation (product §12)', () => {
  it('states every step with its figures: each unpaid year, their total, today against the nisab, what was left out, the year running', () => {
    // 100 g of 21k (350,000 at 3,500 a gram) and 10 g of exempt jewellery (35,000), held since 1 April 2024
    // (22 Ramadan 1445): two Hijri years are owed, 8,750 each (2.5 %), and a third runs.
    const held = [tx('buy', 'gram_21k', '100', '2024-04-01'), tx('buy', 'jewellery_21k', '10', '2024-04-01')];
    const z = computeZakat(input(held, '2026-11-23'));
    const nisabOn = (day: string) => ({
      day,
      grams: '85',
      karat: '21',
      gram_price: '3500.00',
      nisab_value: '297500.00',
    });
    const zakatableOn = (day: string) => ({
      day,
      holdings: '350000.00',
      cash: '0.00',
      receivables: '0.00',
      debts: '0.00',
      zakatable_value: '350000.00',
    });
    const dueYear = (startedOn: string, dueOn: string, dueOnHijri: string) => [
      { key: 'due_year', values: { started_on: startedOn, due_on: dueOn, due_on_hijri: dueOnHijri } },
      { key: 'due_nisab', values: nisabOn(dueOn) },
      { key: 'due_zakatable', values: zakatableOn(dueOn) },
      { key: 'due_amount', values: { day: dueOn, rate: '2.5', base: '350000.00', amount: '8750.00' } },
    ];
    const today = '2026-11-23';
    expect(z.explanation).toEqual([
      ...dueYear('2024-04-01', '2025-03-22', '1446-09-22'),
      ...dueYear('2025-03-22', '2026-03-11', '1447-09-22'),
      { key: 'total_due', values: { years: '2', amount: '17500.00' } },
      { key: 'today', values: { day: today } },
      { key: 'nisab', values: nisabOn(today) },
      { key: 'zakatable', values: zakatableOn(today) },
      { key: 'excluded', values: { day: today, excluded_value: '35000.00' } },
      {
        key: 'nisab_reached',
        values: { day: today, zakatable_value: '350000.00', nisab_value: '297500.00' },
      },
      {
        key: 'hawl_running',
        values: { started_on: '2026-03-11', due_on: '2027-03-01', due_on_hijri: '1448-09-22' },
      },
      { key: 'estimate', values: { day: today, rate: '2.5', base: '350000.00', amount: '8750.00' } },
    ]);
    expect(z.current).toMatchObject({ state: 'running', dueOnHijri: '1448-09-22' });
  });

  it('an asset the catalogue no longer lists counts for nothing, neither today nor in the years walked', () => {
    const unlisted = { ...tx('buy', 'gram_21k', '1000', '2024-04-01'), assetId: 999 };
    const z = computeZakat(input([unlisted, tx('buy', 'gram_21k', '10', '2024-04-01')], '2026-11-23'));
    expect(str(z.zakatableValue)).toBe('35000.00'); // the 10 g alone
    expect(z.unpaid).toEqual([]);
    expect(z.hawl.state).toBe('below_nisab');
  });
});
