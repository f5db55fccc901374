import { describe, expect, it } from 'vitest';
import { emailProblem, requiredProblem } from './form-rules';
import { editField } from './edit-field';
import { submitIfValid } from './submit-form';

describe('the e-mail field (product §5: ‘Please enter a valid email address’)', () => {
  it('takes an address, the spaces around it left out', () => {
    for (const email of ['amal@example.com', ' amal.hassan@mail.example.org ', 'a@b.co', 'ab@c.de'])
      expect(emailProblem(email)).toBeUndefined();
  });

  it('is required: empty or only spaces', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('refuses what is not one address: spaces inside, no @, no domain, no dot, a trailing word', () => {
    for (const email of [
      'amal hassan@example.com',
      'amal',
      '@example.com',
      'amal@',
      'amal@example',
      'amal@.com',
      'amal@example.',
      'amal@@example.com',
      'amal@example.com other',
      'amal@ex ample.com',
    ])
      expect(emailProblem(email), email).toBe('invalidEmail');
  });
});

describe('a required field', () => {
  it('is missing only when nothing is typed', () => {
    expect(requiredProblem('')).toBe('required');
    expect(requiredProblem('x')).toBeUndefined();
  });
});

describe('typing into a field of a form', () => {
  it('takes the value and clears that field’s error only; the others stay until the next submit', () => {
    const context = {
      email: 'old',
      password: 'secret',
      fieldErrors: { email: { key: 'validation.required' }, password: { key: 'x' } },
    };
    expect(editField(context, 'email', 'amal@example.com')).toEqual({
      email: 'amal@example.com',
      fieldErrors: { email: undefined, password: { key: 'x' } },
    });
  });
});

describe('submitting a form with rules of its own', () => {
  it('sends and forgets the last failure when the rules pass, else shows what is wrong and sends nothing', () => {
    expect(submitIfValid('formValid', 'submitting', 'showProblems')).toEqual([
      { guard: 'formValid', target: 'submitting', actions: 'clearFailure' },
      { actions: 'showProblems' },
    ]);
  });
});
