import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signupMachine } from '@machines/signup/signup.machine';
import { createTestProviders } from '@tests/support/test-providers';
import { GoogleAuthView } from '@/components/google-button/google-auth-view';
import { googleAuthMachine } from '@machines/google-auth/google-auth.machine';
import { readFileSync } from 'node:fs';
import ar from '@locales/ar.json';
import { brokenPasswordRules, parseCommonPasswords } from '@contract/password-rules-values';
import { listedPasswordRules } from '@tests/support/form-steps';
import { SignupView } from './signup-view';

vi.setConfig({ testTimeout: 20_000 });

const HINT = 'You must agree to the terms and conditions to continue';

/** The app's providers at /signup, in `language`. */
const atSignup = (language: 'ar' | 'en') => createTestProviders({ language, route: '/signup' });

describe('sign-up form: the terms (product §2, §5)', () => {
  it('keeps create-account disabled and says why once the rest is filled in; ticking enables it', async () => {
    const actor = createActor(signupMachine).start();
    render(<SignupView actorRef={actor} />, { wrapper: atSignup('en') });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'sara@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Gold-Savings-2026');
    expect(screen.queryByText(HINT)).toBeNull();
    await user.type(screen.getByLabelText(/^confirm password/i, { selector: 'input' }), 'Gold-Savings-2026');
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);

    // the read-more dialog's confirm button ticks the box
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(await screen.findByText('Disclaimer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I understand and agree' }));
    expect(actor.getSnapshot().context.termsAccepted).toBe(true);
    expect(screen.queryByText(HINT)).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('shows and hides each password', async () => {
    const actor = createActor(signupMachine).start();
    render(<SignupView actorRef={actor} />, { wrapper: atSignup('ar') });
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: 'إظهار كلمة المرور' });
    const input = screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await user.click(first!);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getAllByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveLength(1);
  });
});

describe('sign-up form while loading (product §2: loading disables inputs and buttons)', () => {
  it('disables every input and button, the read-more link and the Google button included', async () => {
    // The call never answers: the form stays loading.
    const actor = createActor(
      signupMachine.provide({ actors: { signup: fromPromise(() => new Promise<unknown>(() => {})) } }),
    ).start();
    const google = createActor(
      googleAuthMachine.provide({
        actors: {
          loadGoogleConfig: fromPromise<string | null>(async () => 'client-id'),
          loadGoogleScript: fromPromise<void, { clientId: string }>(async () => {}),
        },
      }),
      { input: { mode: 'signup' } },
    ).start();
    await waitFor(google, (s) => s.matches('available'));
    render(
      <SignupView
        actorRef={actor}
        google={(disabled) => (
          <GoogleAuthView
            actorRef={google}
            text="continue_with"
            disabled={disabled}
            renderButton={(_, off) => (
              <button type="button" disabled={off}>
                Continue with Google
              </button>
            )}
          />
        )}
      />,
      { wrapper: atSignup('en') },
    );
    const user = userEvent.setup();
    const googleButton = screen.getByRole('button', { name: 'Continue with Google' });
    expect(googleButton.hasAttribute('disabled')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'sara@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Gold-Savings-2026');
    await user.type(screen.getByLabelText(/^confirm password/i, { selector: 'input' }), 'Gold-Savings-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const inputs = [
      screen.getByRole('textbox', { name: /email/i }),
      screen.getByLabelText(/^password/i, { selector: 'input' }),
      screen.getByLabelText(/^confirm password/i, { selector: 'input' }),
      screen.getByRole('checkbox'),
    ];
    for (const input of inputs) expect((input as HTMLInputElement).disabled).toBe(true);
    const buttons = screen.getAllByRole('button');
    // show/hide ×2, read more, create account (loading), Google
    expect(buttons.length).toBeGreaterThanOrEqual(5);
    for (const button of buttons) expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Read more' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(true);
    // A click on the disabled read-more link opens nothing.
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.queryByText('Disclaimer')).toBeNull();
  });
});

describe('sign-up form: the password rules as they are typed (product §5)', () => {
  const common = parseCommonPasswords(readFileSync('contract/common-passwords.txt', 'utf8'));
  const words = ar.auth.serverMessage;

  it('ar: lists the rules the password breaks, in the server’s words, and none once it keeps them all', async () => {
    const actor = createActor(
      signupMachine.provide({ actors: { loadCommonPasswords: fromPromise(async () => common) } }),
    ).start();
    await waitFor(actor, (s) => s.context.commonPasswords !== null);
    render(<SignupView actorRef={actor} />, { wrapper: atSignup('ar') });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });
    expect(listedPasswordRules(screen)).toEqual([]);

    await user.type(password, 'x7');
    expect(listedPasswordRules(screen)).toEqual([words.passwordTooShort]);
    await user.clear(password);
    await user.type(password, '12345678');
    expect(listedPasswordRules(screen)).toEqual([words.passwordTooCommon, words.passwordNumeric]);
    // The input is described by the rules, as by an error.
    expect(password.getAttribute('aria-describedby')).toBe('auth-password-hint');

    await user.type(screen.getByRole('textbox', { name: ar.auth.email }), 'mona.gold@example.com');
    await user.clear(password);
    await user.type(password, 'mona.gold.example');
    expect(listedPasswordRules(screen)).toEqual([words.passwordSimilar]);

    await user.clear(password);
    await user.type(password, 'Gold-Savings-2026');
    expect(listedPasswordRules(screen)).toEqual([]);
    expect(screen.queryByTestId('password-rules')).toBeNull();
  });

  it('the rules are the server’s: the same password breaks the same rules on both sides', () => {
    // (the server's own order and words: tests/server/auth/password-rules.test.ts)
    expect(brokenPasswordRules('password', '', common)).toEqual(['tooCommon']);
    expect(brokenPasswordRules('password', '', null)).toEqual([]);
    expect(brokenPasswordRules('٠١٢٣٤٥٦٧٨٩', '', common)).toEqual(['entirelyNumeric']);
    expect(brokenPasswordRules('sara@example.com', 'sara@example.com', null)).toEqual(['tooSimilarToEmail']);
  });
});
