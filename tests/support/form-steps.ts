/**
 * Model test steps on a form, beside `clicksButton` (tests/support/model-steps.ts): typing into a field and choosing
 * in a list, as a person does it. They take what they use of a step's arguments: testing-library's screen and user,
 * and the event sent.
 */
interface FormStepArgs {
  screen: {
    getByLabelText(label: RegExp, options: { selector: string }): HTMLElement;
    getByRole(role: 'textbox' | 'combobox', options: { name: string | RegExp }): HTMLElement;
  };
  user: {
    clear(element: Element): Promise<void>;
    click(element: Element): Promise<void>;
    paste(text: string): Promise<void>;
    selectOptions(element: Element, value: string): Promise<void>;
  };
  event: { [key: string]: unknown };
}

/** The person types the event's `value` over what the input held; an empty value only clears it. */
const replacesValue =
  (find: (screen: FormStepArgs['screen']) => HTMLElement) =>
  async ({ user, screen, event }: FormStepArgs) => {
    const input = find(screen);
    await user.clear(input);
    if (!event.value) return;
    await user.click(input);
    await user.paste(String(event.value));
  };

/** Typing into the input labelled `label` (a string is the label's start: a required field's goes on with its mark). */
export const typesInto = (label: string | RegExp) =>
  replacesValue((screen) =>
    screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label, { selector: 'input' }),
  );

/** Typing into the text box named `name` (found by its role, as a screen reader announces it). */
export const typesIntoTextbox = (name: string | RegExp) =>
  replacesValue((screen) => screen.getByRole('textbox', { name }));

/**
 * Choosing the option `value` (or the one the event names) in the list named `name`; `description` is the step in
 * the test plan's words.
 */
export const choosesOption = (
  name: string | RegExp,
  value: string | ((event: FormStepArgs['event']) => string),
  description: string,
) => ({
  description,
  exec: ({ user, screen, event }: FormStepArgs) =>
    user.selectOptions(
      screen.getByRole('combobox', { name }),
      typeof value === 'string' ? value : value(event),
    ),
});

/** The password rules listed under a new password as it is typed, in order; none when no list is shown. */
export function listedPasswordRules(screen: { queryByTestId(id: string): HTMLElement | null }): string[] {
  const list = screen.queryByTestId('password-rules');
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

/** The common passwords a form's model test fetches: one that is long enough and not only digits, and one that is. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(['iloveyou2', '12345678']);
