import { act, type screen } from '@testing-library/react';
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

interface RoleArgs extends ClickArgs {
  actor: { getSnapshot: () => { context: unknown }; send: (event: never) => void };
  event: { type: string };
}

const isViewer = (actor: RoleArgs['actor']) =>
  (actor.getSnapshot().context as { role?: string }).role === 'viewer';

/**
 * A write step where a viewer may look too (the machine's input says `role`): anyone else does `step` through the
 * view; a viewer has no control for it (the state's assertion says so), so the event is sent to the machine as a stale
 * page or a forged request would, and the model predicts that the machine refuses it (nothing changes).
 */
export const unlessViewer = <A extends RoleArgs>(step: {
  description?: string;
  cases?: Array<Record<string, unknown>>;
  exec: (args: A) => void | Promise<void>;
}) => ({
  ...step,
  description: `${step.description ?? 'does it'} (a viewer has no control for it: sent anyway, it is refused)`,
  exec: async (args: A) => {
    if (!isViewer(args.actor)) return step.exec(args);
    const { case: _case, ...sent } = args.event as { case?: number; type: string };
    await act(async () => args.actor.send(sent as never));
  },
});

/** `clicksButton` for a write control: a viewer is offered no such button (asserted), and the event is refused. */
export const clicksButtonUnlessViewer = (name: string | RegExp, description: string) => {
  const step = unlessViewer<RoleArgs>(clicksButton(name, description));
  return {
    ...step,
    exec: async (args: RoleArgs) => {
      if (isViewer(args.actor) && args.screen.queryByRole('button', { name, hidden: true }))
        throw new Error(`a viewer is offered the button ${String(name)}`);
      await step.exec(args);
    },
  };
};
