import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { useSelector } from './use-selector';

const counter = setup({
  types: {
    context: {} as { count: number; label: string },
    events: {} as { type: 'inc' } | { type: 'rename' },
  },
}).createMachine({
  context: { count: 0, label: 'a' },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    rename: { actions: assign({ label: ({ context }) => `${context.label}a` }) },
  },
});

type Counter = ReturnType<typeof createActor<typeof counter>>;

function Count({ actor, renders }: { actor: Counter; renders?: { n: number } }) {
  const count = useSelector(actor, (s) => s.context.count);
  if (renders) renders.n++;
  return (
    <button data-testid="count" onClick={() => actor.send({ type: 'inc' })}>
      {count}
    </button>
  );
}

afterEach(cleanup);

describe('useSelector (a view reads its flow)', () => {
  it('draws the selection and every change of it the flow makes later', async () => {
    const actor = createActor(counter).start();
    render(<Count actor={actor} />);
    expect(screen.getByTestId('count').textContent).toBe('0');
    await act(async () => {
      actor.send({ type: 'inc' });
      actor.send({ type: 'inc' });
    });
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('does not draw again when the flow changes something the view does not read', async () => {
    const actor = createActor(counter).start();
    const renders = { n: 0 };
    render(<Count actor={actor} renders={renders} />);
    const before = renders.n;
    await act(async () => actor.send({ type: 'rename' }));
    expect(renders.n).toBe(before);
    await act(async () => actor.send({ type: 'inc' }));
    expect(renders.n).toBe(before + 1);
  });

  it('draws a change the flow made between the render and the subscription', async () => {
    const actor = createActor(counter).start();
    function SendsWhileRendering() {
      // A reply arriving after the view read the flow and before it subscribed.
      if (actor.getSnapshot().context.count === 0) actor.send({ type: 'inc' });
      return null;
    }
    function Reads() {
      const count = useSelector(actor, (s) => s.context.count);
      return <span data-testid="read">{count}</span>;
    }
    await act(async () => {
      render(
        <>
          <Reads />
          <SendsWhileRendering />
        </>,
      );
    });
    expect(screen.getByTestId('read').textContent).toBe('1');
  });

  it('draws a change made in a person’s event as soon as the event is handled, as a typed key needs', async () => {
    const actor = createActor(counter).start();
    render(<Count actor={actor} />);
    const button = screen.getByTestId('count');
    // Outside act: what the browser does with a real tap. React draws a discrete event's updates as it ends.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      button.click();
      // React draws a person's event's updates in the microtask after it, before any other task (a transition's).
      await Promise.resolve();
      expect(button.textContent).toBe('1');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('keeps a selection equal by its comparison as the same object', async () => {
    const actor = createActor(counter).start();
    const seen: object[] = [];
    function Pair() {
      const pair = useSelector(
        actor,
        (s) => ({ even: s.context.count % 2 === 0 }),
        (a, b) => a.even === b.even,
      );
      seen.push(pair);
      return null;
    }
    const { rerender } = render(<Pair />);
    await act(async () => actor.send({ type: 'rename' }));
    rerender(<Pair />);
    expect(new Set(seen).size).toBe(1);
  });

  it('throws a failed flow’s error to the nearest boundary', async () => {
    const failing = createMachine({
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: fromPromise(() => Promise.reject(new Error('the flow failed'))),
          },
        },
      },
    });
    const actor = createActor(failing);
    actor.subscribe({ error: () => {} });
    actor.start();
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      state: { error?: Error } = {};
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        return this.state.error ? <p data-testid="error">{this.state.error.message}</p> : this.props.children;
      }
    }
    function Reads() {
      useSelector(actor, (s) => s.status);
      return <p data-testid="fine">fine</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Boundary>
          <Reads />
        </Boundary>,
      );
      expect(await screen.findByTestId('error')).toHaveProperty('textContent', 'the flow failed');
    } finally {
      console.error = quiet;
    }
  });
});
