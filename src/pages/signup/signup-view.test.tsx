import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signupMachine } from '@machines/signup/signup.machine';
import { createTestProviders } from '@tests/support/test-providers';
import { SignupView } from './signup-view';

vi.setConfig({ testTimeout: 20_000 });

const HINT = 'You must agree to the terms and conditions to continue';

describe('sign-up form: the terms (spec §2, §5)', () => {
  it('keeps create-account disabled and says why once the rest is filled in; ticking enables it', async () => {
    const actor = createActor(signupMachine).start();
    const Providers = createTestProviders({ language: 'en', route: '/signup' });
    render(
      <Providers>
        <SignupView actorRef={actor} />
      </Providers>,
    );
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
    const Providers = createTestProviders({ language: 'ar', route: '/signup' });
    render(
      <Providers>
        <SignupView actorRef={actor} />
      </Providers>,
    );
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: 'إظهار كلمة المرور' });
    const input = screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await user.click(first!);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getAllByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveLength(1);
  });
});
