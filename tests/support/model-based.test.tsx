import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import { testMachineModel } from './model-based';
import { allTransitions } from './model-derivation';
import { assertEveryTransitionWalked } from './model-gate';
import { planPaths } from './model-planner';
import { runPath } from './model-runner';
import { renderTestPlan } from './test-plan';

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
      // Asked again while loading: deliberately ignored (an ignored event the gate must walk).
      on: { 'quote.load': {} },
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
      {state === 'loading' && (
        <>
          <p role="status">Loading…</p>
          <button onClick={() => actorRef.send({ type: 'quote.load' })}>Load again</button>
        </>
      )}
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
      description: 'clicks Load',
      exec: async ({ user, screen }) => user.click(screen.getByRole('button', { name: /^Load/ })),
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
  sees: {
    idle: 'A Load button.',
    loading: '“Loading…”.',
    loaded: 'The price, 4120.',
    loadingFailed: 'A Retry button.',
  },
} satisfies Parameters<typeof testMachineModel<typeof quoteMachine>>[1];

testMachineModel('quote (harness self-test)', { ...config, plan: false });

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

// A parent that invokes a child machine while `open` (ADR 016): the child reports `note.saved` with `sendParent`.
const noteMachine = setup({
  types: {} as { events: { type: 'note.save' } },
  actions: { reportSaved: sendParent({ type: 'note.saved' }) },
}).createMachine({
  id: 'note',
  initial: 'editing',
  states: {
    editing: { on: { 'note.save': { target: 'saved', actions: 'reportSaved' } } },
    saved: { type: 'final' },
  },
});
const pageMachine = setup({
  types: {} as {
    events: { type: 'note.open' } | { type: 'note.saved' };
    children: { note: 'note' };
  },
  actors: { note: noteMachine },
}).createMachine({
  id: 'page',
  initial: 'closed',
  states: {
    closed: { on: { 'note.open': 'open' } },
    open: { invoke: { src: 'note', id: 'note' }, on: { 'note.saved': 'closed' } },
  },
});

function NoteView({ actorRef }: { actorRef: ActorRefFrom<typeof noteMachine> }) {
  return <button onClick={() => actorRef.send({ type: 'note.save' })}>Save note</button>;
}
function PageView({ actorRef }: { actorRef: ActorRefFrom<typeof pageMachine> }) {
  const note = useSelector(actorRef, (s) => s.children.note);
  return note ? (
    <NoteView actorRef={note} />
  ) : (
    <button onClick={() => actorRef.send({ type: 'note.open' })}>Write a note</button>
  );
}

describe('model-based harness: a real child actor', () => {
  const pageConfig = {
    machine: pageMachine,
    render: (a: ActorRefFrom<typeof pageMachine>) => <PageView actorRef={a} />,
    children: { note: noteMachine },
    events: {
      'note.open': { exec: ({ user, screen }) => user.click(screen.getByText('Write a note')) },
      'note.saved': {
        from: 'note',
        exec: ({ user, screen }) => user.click(screen.getByText('Save note')),
      },
    },
    states: {
      closed: ({ screen }) => expect(screen.getByText('Write a note')).toBeTruthy(),
      open: ({ screen }) => expect(screen.getByText('Save note')).toBeTruthy(),
    },
  } satisfies Parameters<typeof runPath<typeof pageMachine>>[0];
  const savedPath = () => planPaths(pageConfig).find((p) => p.description.includes('note.saved'))!;

  it('runs the child machine and its view; the child’s report to its parent is a model event', async () => {
    await runPath(pageConfig, savedPath());
  });

  it('fails when the event said to come from the child is sent by someone else', async () => {
    const forged = {
      ...pageConfig,
      events: {
        ...pageConfig.events,
        'note.saved': {
          from: 'note',
          exec: async ({ actor }: { actor: ActorRefFrom<typeof pageMachine> }) => {
            actor.send({ type: 'note.saved' });
          },
        },
      },
    };
    await expect(runPath(forged, savedPath())).rejects.toThrow(/must be sent by the child 'note'/);
  });
});

describe('coverage gate', () => {
  it('counts an ignored event (no target, no action) as a transition and plans a walk of it', () => {
    expect(allTransitions(quoteMachine)).toContain('quote.loading --quote.load[0]--> (self)');
    const walk = planPaths(config).find((p) => p.steps.some((st) => st.ignored));
    // Load, then Load again while loading: the second is the ignored one, and the machine stays where it was.
    expect(walk?.steps.map((st) => [st.event.type, st.state.value, st.ignored])).toEqual([
      ['quote.load', 'loading', false],
      ['quote.load', 'loading', true],
    ]);
  });

  it('fails an ignored event that changes what a person sees', async () => {
    // "Load again" is ignored by the machine, but this view shows a notice when it is clicked.
    function ChattyView({ actorRef }: { actorRef: ActorRefFrom<typeof quoteMachine> }) {
      const [clicked, setClicked] = useState(false);
      const state = useSelector(actorRef, (s) => s.value as string);
      if (state !== 'loading') return <QuoteView actorRef={actorRef} />;
      return (
        <div>
          <p role="status">Loading…</p>
          {clicked && <p>Started over</p>}
          <button
            onClick={() => {
              setClicked(true);
              actorRef.send({ type: 'quote.load' });
            }}
          >
            Load again
          </button>
        </div>
      );
    }
    const chatty = {
      ...config,
      stepTimeoutMs: 300,
      render: (a: ActorRefFrom<typeof quoteMachine>) => <ChattyView actorRef={a} />,
    };
    const path = planPaths(chatty).find((p) => p.steps.some((st) => st.ignored))!;
    await expect(runPath(chatty, path)).rejects.toThrow(/is ignored in "loading": nothing a person sees/);
  });

  it('fails, naming it, when one transition of the machine is never walked', async () => {
    // `quote.cancel` leaves a state nothing enters: no path can walk it.
    const orphanMachine = setup({
      types: {} as {
        context: { quote: number | null };
        events: { type: 'quote.load' } | { type: 'quote.cancel' };
      },
    }).createMachine({
      id: 'orphan',
      context: { quote: null },
      initial: 'idle',
      states: {
        idle: { on: { 'quote.load': 'loaded' } },
        loaded: {},
        abandoned: { on: { 'quote.cancel': 'idle' } },
      },
    });
    const walked = new Set<string>();
    const run = {
      machine: orphanMachine,
      render: () => <button onClick={() => undefined}>Load</button>,
      events: {
        'quote.load': 'send' as const,
        'quote.cancel': 'send' as const,
      },
      states: { idle: () => undefined, loaded: () => undefined, abandoned: () => undefined },
    };
    for (const path of planPaths(run)) await runPath(run, path, walked);
    expect(walked).toContain('orphan.idle --quote.load[0]--> orphan.loaded');
    expect(() => assertEveryTransitionWalked(run.machine, walked)).toThrow(
      /transitions never walked[\s\S]*\norphan\.abandoned --quote\.cancel\[0\]--> orphan\.idle$/,
    );
  });
});

describe('test plan', () => {
  it('writes each step as the event a person causes, the state reached and what they must see', () => {
    const text = renderTestPlan('quote', [{ label: '', config: config as never, paths: planPaths(config) }]);
    expect(text).toContain('Start: **idle**: A Load button.');
    expect(text).toMatch(/^1\. clicks Load \(`quote.load`\) → \*\*loading\*\*: “Loading…”\.$/m);
    expect(text).toMatch(/clicks Load \(`quote.load`\) → nothing changes, still \*\*loading\*\*/);
    expect(text).toContain('loadQuote fails with “offline” → **loadingFailed**: A Retry button.');
    expect(text).toContain('the refresh delay passes → **loading**');
  });

  it('refuses a state without a description of what a person sees', () => {
    const bare = { ...config, sees: { idle: 'A Load button.' } };
    expect(() =>
      renderTestPlan('quote', [{ label: '', config: bare as never, paths: planPaths(bare) }]),
    ).toThrow(/no description in `sees` matches state "loading"/);
  });
});
