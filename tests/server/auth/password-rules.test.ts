import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblems, quickRatio } from '@server/auth/password-rules';

describe('password rules (Django’s default validators)', () => {
  it('quickRatio matches Python’s difflib.SequenceMatcher.quick_ratio', () => {
    // Values printed by CPython 3.11.
    expect(quickRatio('hassan.mostafa', 'mostafa.hassan@example.com')).toBeCloseTo(0.7, 12);
    expect(quickRatio('abc', 'abd')).toBeCloseTo(0.6666666666666666, 12);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('aaaa', 'a')).toBeCloseTo(0.4, 12);
    expect(quickRatio('ذهب٢٠٢٤', 'ذهبي')).toBeCloseTo(0.5454545454545454, 12);
  });

  it('lists every problem in Django’s order: similarity, length, common, numeric', () => {
    expect(passwordProblems('123', 'x@example.com')).toEqual([
      passwordMessages.tooShort,
      passwordMessages.tooCommon,
      passwordMessages.entirelyNumeric,
    ]);
    expect(passwordProblems('dragon', 'dragon@example.com')).toEqual([
      passwordMessages.tooSimilarToEmail,
      passwordMessages.tooShort,
      passwordMessages.tooCommon,
    ]);
  });

  it('counts Arabic-Indic digits as digits and compares the common list case-insensitively', () => {
    expect(passwordProblems('١٢٣٤٥٦٧٨٩٠', 'x@example.com')).toEqual([passwordMessages.entirelyNumeric]);
    expect(passwordProblems('PassWord1', 'x@example.com')).toEqual([passwordMessages.tooCommon]);
    expect(passwordProblems('IloveYou', 'x@example.com')).toEqual([passwordMessages.tooCommon]);
  });

  it('accepts a long, uncommon passphrase, Arabic included', () => {
    expect(passwordProblems('Nile-Gold-Savings-42', 'nour@example.com')).toEqual([]);
    expect(passwordProblems('ذهب مصر للادخار', 'nour@example.com')).toEqual([]);
  });

  it('skips parts of the address far shorter than the password, as Django does', () => {
    // "com" is a part of the address, but much shorter than this password.
    expect(passwordProblems('communication-strategy-2030', 'x@example.com')).toEqual([]);
  });
});
