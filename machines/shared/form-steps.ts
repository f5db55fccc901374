/** What the step uses of a model test's step arguments (testing-library's screen and user, the event sent). */
interface TypingArgs {
  screen: { getByLabelText(label: RegExp, options: { selector: string }): HTMLElement };
  user: {
    clear(element: Element): Promise<void>;
    click(element: Element): Promise<void>;
    paste(text: string): Promise<void>;
  };
  event: { [key: string]: unknown };
}

/**
 * A model test's step on a form (beside `clicksButton`, tests/support/model-steps.ts): the person types the event's
 * `value` into the input whose label starts with `label` (a required field's label goes on with its mark), over
 * what it held; an empty value only clears it.
 */
export const typesInto =
  (label: string) =>
  async ({ user, screen, event }: TypingArgs) => {
    const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await user.clear(input);
    if (!event.value) return;
    await user.click(input);
    await user.paste(String(event.value));
  };
