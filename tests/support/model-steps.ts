import type { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

interface ClickArgs {
  screen: typeof screen;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * The most common step of a model test: the person clicks the button named `name` (in the language under test);
 * `description` is the step in the test plan's words ('clicks “Try again”').
 */
export const clicksButton = (name: string | RegExp, description: string) => ({
  description,
  exec: ({ user, screen }: ClickArgs) => user.click(screen.getByRole('button', { name })),
});
