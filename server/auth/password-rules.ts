import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

/**
 * Django's four default password validators, same order and same messages (architecture §4.1, §4.3), so a weak
 * password gets every reason at once: `{"password": ["This password is too short. …", "This password is too common."]}`.
 */

const MAX_SIMILARITY = 0.7;

const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export const passwordMessages = {
  tooSimilarToEmail: 'The password is too similar to the email address.',
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
} as const;

/** Every rule the password breaks, as Django words it; empty when it is acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (isTooSimilar(password, email)) problems.push(passwordMessages.tooSimilarToEmail);
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (commonPasswords.has(password.toLowerCase().trim())) problems.push(passwordMessages.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) problems.push(passwordMessages.entirelyNumeric);
  return problems;
}

/** UserAttributeSimilarityValidator on the e-mail: the whole address and each of its parts. */
function isTooSimilar(password: string, email: string): boolean {
  const pwd = password.toLowerCase();
  const value = email.toLowerCase();
  if (!value) return false;
  const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
  return parts.some(
    (part) => !exceedsMaximumLengthRatio(pwd, part) && quickRatio(pwd, part) >= MAX_SIMILARITY,
  );
}

/** Django's shortcut: a part far shorter than the password can never reach the similarity bound. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/** difflib.SequenceMatcher.quick_ratio: 2·(characters in common, as multisets) / (total length). */
export function quickRatio(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const total = left.length + right.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of right) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of left) {
    const n = available.get(ch) ?? 0;
    if (n > 0) {
      matches += 1;
      available.set(ch, n - 1);
    }
  }
  return (2 * matches) / total;
}
