import { readFileSync } from 'node:fs';
import {
  brokenPasswordRules,
  parseCommonPasswords,
  passwordMessages,
  type PasswordRule,
} from '@contract/password-rules-values';

/**
 * Django's four default password validators, same order and same messages (architecture §4.1, §4.3), so a weak
 * password gets every reason at once: `{"password": ["This password is too short. …", "This password is too common."]}`.
 * The rules are contract/password-rules-values.ts, which the forms show as the person types.
 */

export { passwordMessages, quickRatio } from '@contract/password-rules-values';

const commonPasswords = parseCommonPasswords(
  readFileSync(new URL('../../contract/common-passwords.txt', import.meta.url), 'utf8'),
);

/** Django's order: the similarity validator runs first. */
const DJANGO_ORDER: readonly PasswordRule[] = [
  'tooSimilarToEmail',
  'tooShort',
  'tooCommon',
  'entirelyNumeric',
];

/** Every rule the password breaks, as Django words it; empty when it is acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const broken = brokenPasswordRules(password, email, commonPasswords);
  return DJANGO_ORDER.filter((rule) => broken.includes(rule)).map((rule) => passwordMessages[rule]);
}
