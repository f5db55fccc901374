/** What these steps use of a model test's step arguments (testing-library's screen and user, the event sent). */
interface TypingArgs {
  screen: {
    getByLabelText(label: RegExp, options: { selector: string }): HTMLElement;
    getByRole(role: 'textbox', options: { name: string | RegExp }): HTMLElement;
  };
  user: {
    clear(element: Element): Promise<void>;
    click(element: Element): Promise<void>;
    paste(text: string): Promise<void>;
  };
  event: { [key: string]: unknown };
}

/** The person types the event's `value` over what the input held; an empty value only clears it. */
const replacesValue =
  (find: (screen: TypingArgs['screen']) => HTMLElement) =>
  async ({ user, screen, event }: TypingArgs) => {
    const input = find(screen);
    await user.clear(input);
    if (!event.value) return;
    await user.click(input);
    await user.paste(String(event.value));
  };

/**
 * Model test steps on a form (beside `clicksButton`, tests/support/model-steps.ts): typing into the input labelled
 * `label` (a string is the label's start: a required field's label goes on with its mark).
 */
export const typesInto = (label: string | RegExp) =>
  replacesValue((screen) =>
    screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label, { selector: 'input' }),
  );

/** Typing into the text box named `name` (found by its role, as a screen reader announces it). */
export const typesIntoTextbox = (name: string | RegExp) =>
  replacesValue((screen) => screen.getByRole('textbox', { name }));
