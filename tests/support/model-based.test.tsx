import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { planPaths, runPath, testMachineModel } from './model-based';

// A small machine with every construct the harness must handle: an invoke with done and error, a guard, a delay.
const quoteMachine = setup({
  types: {} as {
    context: { quote: number | null; tries: number };
    events: { type: 'quote.load' } | { type: 'quote.retry' };
  },
  actors: { loadQuote: fromPromise<number>(async () => 0) },
  guards: { hasQuote: ({ context }) => context.quote !== null },
  delays: { refresh: 30_000 },
}).createMachine({
  id: 'quote',
  context: { quote: null, tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { 'quote.load': 'loading' } },
    loading: {
      invoke: {
        src: 'loadQuote',
        id: 'loadQuote',
        onDone: { target: 'loaded', actions: assign({ quote: ({ event }) => event.output as number }) },
        onError: 'loadingFailed',
      },
    },
    loaded: { after: { refresh: 'loading' } },
    loadingFailed: {
      on: { 'quote.retry': [{ guard: 'hasQuote', target: 'loaded' }, { target: 'loading' }] },
    },
  },
});

function QuoteView({ actorRef }: { actorRef: ActorRefFrom<typeof quoteMachine> }) {
  const state = useSelector(actorRef, (s) => s.value as string);
  const quote = useSelector(actorRef, (s) => s.context.quote);
  return (
    <div>
      {state === 'idle' && <button onClick={() => actorRef.send({ type: 'quote.load' })}>Load</button>}
      {state === 'loading' && <p role="status">Loading…</p>}
      {state === 'loaded' && <p>Price {quote}</p>}
      {state === 'loadingFailed' && (
        <button onClick={() => actorRef.send({ type: 'quote.retry' })}>Retry</button>
      )}
    </div>
  );
}

const config = {
  machine: quoteMachine,
  render: (actor: ActorRefFrom<typeof quoteMachine>) => <QuoteView actorRef={actor} />,
  actors: { loadQuote: { done: [4120], error: [new Error('offline')] } },
  serialize: (s: { context: { quote: number | null } }) => s.context.quote !== null,
  events: {
    'quote.load': {
      exec: async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Load' })),
    },
    'quote.retry': {
      exec: async ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    },
  },
  states: {
    idle: ({ screen }) => expect(screen.getByRole('button', { name: 'Load' })).toBeTruthy(),
    loading: ({ screen }) => expect(screen.getByRole('status').textContent).toBe('Loading…'),
    loaded: ({ screen }) => expect(screen.getByText('Price 4120')).toBeTruthy(),
    loadingFailed: ({ screen }) => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy(),
  },
} satisfies Parameters<typeof testMachineModel<typeof quoteMachine>>[1];

testMachineModel('quote (harness self-test)', config);

describe('model-based harness', () => {
  it('plans paths that reach the guarded retry back to loaded, the delay and both invoke outcomes', () => {
    const text = planPaths(config)
      .map((p) => p.description)
      .join('\n');
    expect(text).toContain('loadQuote answers');
    expect(text).toContain('loadQuote fails');
    expect(text).toContain('refresh passes');
    expect(text).toMatch(/quote\.retry → "loaded"/);
  });

  it('refuses a machine whose events have no executor', () => {
    expect(() => planPaths({ ...config, events: {} })).toThrow(/no executor for event 'quote.load'/);
  });

  it('fails a path when the view does not send what the model expects', async () => {
    // A view whose Retry button does nothing: the model expects 'quote.retry' to leave loadingFailed.
    function BrokenView({ actorRef }: { actorRef: ActorRefFrom<typeof quoteMachine> }) {
      const state = useSelector(actorRef, (s) => s.value as string);
      return state === 'loadingFailed' ? <button>Retry</button> : <QuoteView actorRef={actorRef} />;
    }
    const broken = {
      ...config,
      stepTimeoutMs: 300,
      render: (a: ActorRefFrom<typeof quoteMachine>) => <BrokenView actorRef={a} />,
    };
    const retryPath = planPaths(broken).find((p) => p.description.includes('quote.retry'))!;
    await expect(runPath(broken, retryPath)).rejects.toThrow(/should be in/);
  });

  it('fails a state whose assertion does not hold', async () => {
    const wrong = {
      ...config,
      stepTimeoutMs: 300,
      states: { ...config.states, loading: () => expect('spinner').toBe('absent') },
    };
    await expect(runPath(wrong, planPaths(wrong)[0]!)).rejects.toThrow();
  });
});
