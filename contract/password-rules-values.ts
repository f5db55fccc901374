/**
 * Django's four default password validators (architecture §4.1, §4.3), written once: the server refuses a password
 * with them (server/auth/password-rules.ts), and the forms that set one show them as the person types, in the same
 * words. The list of common passwords (common-passwords.txt) is read by the server at start and fetched by a form
 * only once a password is typed, so no page's code carries it.
 */

/**
 * Django's MinimumLengthValidator (contract/auth.ts re-exports it). Here, not beside the schemas: this module loads
 * with /signup and the other forms that set a password, and must not bring zod with it (architecture §7).
 */
export const PASSWORD_MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

/** Django's words, which the server answers and the SPA translates (auth.serverMessage.*). */
export const passwordMessages = {
  tooSimilarToEmail: 'The password is too similar to the email address.',
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
} as const;

/** A rule a password can break, in the order a form lists them: length, not common, not all digits, not like the e-mail. */
export const passwordRules = ['tooShort', 'tooCommon', 'entirelyNumeric', 'tooSimilarToEmail'] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** The lines of common-passwords.txt that are passwords (not comments), compared in lower case. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/**
 * The rules `password` breaks, in the form's order. `common` is the list of common passwords, or null while a form
 * has not got it (that rule is then not judged: the server still is); an empty `email` is not compared.
 */
export function brokenPasswordRules(
  password: string,
  email: string,
  common: ReadonlySet<string> | null,
): PasswordRule[] {
  const broken: Record<PasswordRule, boolean> = {
    tooShort: [...password].length < PASSWORD_MIN_LENGTH,
    tooCommon: common !== null && common.has(password.toLowerCase().trim()),
    entirelyNumeric: /^\p{Nd}+$/u.test(password),
    tooSimilarToEmail: isTooSimilar(password, email),
  };
  return passwordRules.filter((rule) => broken[rule]);
}

/** UserAttributeSimilarityValidator on the e-mail: the whole address and each of its parts. */
function isTooSimilar(password: string, email: string): boolean {
  const pwd = password.toLowerCase();
  const value = email.trim().toLowerCase();
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
