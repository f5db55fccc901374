import { brokenPasswordRules, type PasswordRule } from '@contract/password-rules-values';
import { placeholderActor } from './placeholder-actor';

/**
 * The password rules shown under a new password as it is typed (sign-up, password reset, change password), in the
 * server's own words (contract/password-rules-values.ts; auth.serverMessage.* carries their translation). A form's machine
 * fetches the list of common passwords while the form is open (`loadCommonPasswords`, bound by the page to a text
 * file outside every page's code) and keeps it in `commonPasswords`; until it is there, or if it cannot be had, that
 * one rule is left to the server.
 */

/** The locale key of each rule's words: the same that translate the server's refusal. */
const ruleKeys: Record<PasswordRule, string> = {
  tooShort: 'auth.serverMessage.passwordTooShort',
  tooCommon: 'auth.serverMessage.passwordTooCommon',
  entirelyNumeric: 'auth.serverMessage.passwordNumeric',
  tooSimilarToEmail: 'auth.serverMessage.passwordSimilar',
};

/** What a form that shows the rules keeps. */
export interface LivePasswordRulesContext {
  password: string;
  commonPasswords: ReadonlySet<string> | null;
}

/** The fetch of the common passwords, for a machine's `actors`. */
export const loadCommonPasswordsActor = placeholderActor<ReadonlySet<string>, void>('loadCommonPasswords');

/**
 * The locale keys of the rules the typed password breaks, in the form's order (length, not common, not all digits,
 * not like the e-mail); none before anything is typed. `email` is '' where the form does not know it (a reset).
 */
export function livePasswordProblems(context: LivePasswordRulesContext, email = ''): { key: string }[] {
  if (context.password === '') return [];
  return brokenPasswordRules(context.password, email, context.commonPasswords).map((rule) => ({
    key: ruleKeys[rule],
  }));
}

/** `useSelector`'s comparison for the problems: the same rules broken, so the view does not render again. */
export const sameProblems = (a: { key: string }[], b: { key: string }[]) =>
  a.length === b.length && a.every((problem, i) => problem.key === b[i]!.key);
