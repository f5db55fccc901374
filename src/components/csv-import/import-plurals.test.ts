import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';

/** The import's counts read as each language counts: "1 row", and Arabic's six forms (واحد، اثنان، 3–10، 11–99…). */
describe('the CSV import counts its rows and transactions in each language’s plural forms', () => {
  const en = i18n.getFixedT('en');
  const ar = i18n.getFixedT('ar');
  const summary = { new: 1, stored: 0, errors: 0 };

  it('English: one and other', () => {
    expect(en('csvImport.import', { count: 1 })).toBe('Import 1 transaction');
    expect(en('csvImport.import', { count: 2 })).toBe('Import 2 transactions');
    expect(en('csvImport.summary', { count: 1, ...summary })).toBe(
      '1 row: 1 to add, 0 already saved, 0 to correct.',
    );
    expect(en('csvImport.done', { count: 1, stored: 0 })).toBe(
      '1 transaction imported (0 already saved were skipped).',
    );
  });

  it.each([
    [0, 'استيراد 0 معاملة'],
    [1, 'استيراد معاملة واحدة'],
    [2, 'استيراد معاملتين'],
    [3, 'استيراد 3 معاملات'],
    [11, 'استيراد 11 معاملة'],
    [100, 'استيراد 100 معاملة'],
  ])('Arabic: %i', (count, text) => expect(ar('csvImport.import', { count })).toBe(text));

  it('Arabic rows: one, two, a few, many', () => {
    const rows = (count: number) => ar('csvImport.summary', { count, ...summary }).split(':')[0];
    expect([1, 2, 5, 12].map(rows)).toEqual(['صف واحد', 'صفّان', '5 صفوف', '12 صفًّا']);
  });
});
