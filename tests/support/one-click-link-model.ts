import { expect } from 'vitest';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import type { ModelTestConfig, StateArgs } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { notFound, offline } from '@tests/fixtures/machines/failures';

/** What a one-click link's page says in each state but `done` (one-click-link.ts). */
interface LinkWords {
  ask: string;
  confirm: string;
  working: string;
  invalid: string;
  failed: string;
}

/**
 * The model test of a page a one-click link opens (one-click-link.ts), the same for every such page but for its
 * words: the link opened with its token asking first, one click, the server doing what it is for (`result`), refusing a used or mangled
 * link (404) or not answering, and “Try again” after no answer. The page's test says what it shows once done.
 */
export function oneClickLinkModel<TMachine extends AnyStateMachine>(page: {
  machine: TMachine;
  render: (actor: ActorRefFrom<TMachine>) => ReturnType<ModelTestConfig<TMachine>['render']>;
  language: 'en' | 'ar';
  /** the link's path before its token */
  path: string;
  /** what the server answers once it has done it */
  result: unknown;
  confirm: string;
  retry: { event: string; button: string };
  words: LinkWords;
  done: (args: StateArgs) => void;
  sees: Record<'asking' | 'working' | 'done' | 'invalid' | 'failed', string>;
  plan: string | false;
}): ModelTestConfig<TMachine> {
  const { words } = page;
  return {
    machine: page.machine,
    input: { token: 'a-token' } as InputFrom<TMachine>,
    render: page.render,
    wrapper: createTestProviders({ language: page.language, route: `${page.path}/a-token` }),
    actors: { act: { done: [page.result], error: [notFound, offline] } },
    events: {
      [page.confirm]: clicksButton(words.confirm, `clicks “${words.confirm}”`),
      [page.retry.event]: clicksButton(page.retry.button, 'clicks “Try again”'),
    },
    plan: page.plan,
    sees: page.sees,
    states: {
      // Opening the link does nothing yet: a mail scanner that opens it switches nothing off.
      asking: ({ screen }) => {
        expect(screen.getByRole('heading').textContent).toBe(words.ask);
        expect(screen.queryByRole('status')).toBeNull();
      },
      working: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(words.working),
      done: page.done,
      invalid: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(words.invalid),
      failed: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(words.failed),
    },
  };
}
