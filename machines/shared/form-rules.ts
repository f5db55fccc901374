/** product §5: the e-mail field is type email and required ('Please enter a valid email address'). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function emailProblem(email: string): 'required' | 'invalidEmail' | undefined {
  if (email.trim() === '') return 'required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'invalidEmail';
  return undefined;
}

export function requiredProblem(value: string): 'required' | undefined {
  return value === '' ? 'required' : undefined;
}
