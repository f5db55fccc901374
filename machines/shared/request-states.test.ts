import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { OWN_HOUSEHOLD_SCOPE } from './acting-for';
import type { ApiFailure } from './api-failure';
import { isNotOwner, isViewer, refusedToNonOwner, refusedToViewer } from './household-role';
import { loadingStates } from './loading-states';
import { placeholderActor } from './placeholder-actor';
import { newItemRequest, pendingItemRequest } from './request-states';

// The frames the list pages share (alerts, invitations, held shares; architecture §3): a first load with an explicit
// failure and retry, a new item sent from the list, and a request on the item picked.
type Item = { uuid: string };
type Ctx = { items: Item[]; pending: string | null; refusal: unknown; failure: unknown; name: string };
type Answer<T> = T | ApiFailure;

function listMachine(answers: { load: Answer<Item[]>[]; add?: Answer<Item>[]; drop?: Answer<void>[] }) {
  const calls: { call: string; input: unknown }[] = [];
  const fake = <T>(call: string, queue: Answer<T>[] = []) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls.push({ call, input });
      const answer = queue.shift()!;
      if (answer && typeof answer === 'object' && 'status' in answer) throw answer;
      return answer as T;
    });
  const machine = setup({
    types: {
      context: {} as Ctx,
      events: {} as { type: 'retry' } | { type: 'add' } | { type: 'drop'; uuid: string },
    },
    actors: {
      load: fake<Item[]>('load', answers.load),
      add: fake<Item>('add', answers.add),
      drop: fake<void>('drop', answers.drop),
    },
    actions: {
      store: assign((_, items: Item[]) => ({ items })),
      keepFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
      clearFailure: assign({ failure: null }),
      addItem: assign(({ context }, item: Item) => ({ items: [...context.items, item] })),
      showRefusal: assign((_, params: { error: unknown }) => ({ refusal: params.error, pending: null })),
      setPending: assign(({ event }) => ('uuid' in event ? { pending: event.uuid } : {})),
      dropPending: assign(({ context }) => ({
        items: context.items.filter((i) => i.uuid !== context.pending),
        pending: null,
      })),
    },
  }).createMachine({
    context: { items: [], pending: null, refusal: null, failure: null, name: 'new' },
    initial: 'loading',
    states: {
      ...loadingStates({ src: 'load', store: 'store', then: 'idle', retry: 'retry', failure: 'keepFailure' }),
      idle: { on: { add: 'adding', drop: { target: 'dropping', actions: 'setPending' } } },
      adding: newItemRequest('add', ({ context }: { context: Ctx }) => ({ name: context.name }), 'addItem'),
      dropping: pendingItemRequest('drop', 'dropPending'),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const refused: ApiFailure = { status: 400, body: { name: ['Taken.'] } };
const offline: ApiFailure = { status: null, body: null };

describe('the first load of a page', () => {
  it('shows what it read once it is there', async () => {
    const { actor } = listMachine({ load: [[{ uuid: 'a' }]] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.items).toEqual([{ uuid: 'a' }]);
  });

  it('fails to a state that keeps why, and a retry loads again and forgets it', async () => {
    const { actor, calls } = listMachine({ load: [offline, [{ uuid: 'a' }]] });
    await waitFor(actor, (s) => s.matches('loadingFailed'));
    expect(actor.getSnapshot().context.failure).toEqual(offline);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.map((c) => c.call)).toEqual(['load', 'load']);
  });

  it('a load without its own failure action only fails to its state, whence a retry loads again', async () => {
    let tries = 0;
    const machine = setup({
      types: { context: {} as { items: Item[] }, events: {} as { type: 'again' } },
      actors: {
        load: fromPromise<Item[]>(async () => {
          tries += 1;
          if (tries === 1) throw offline;
          return [{ uuid: 'b' }];
        }),
      },
      actions: { store: assign((_, items: Item[]) => ({ items })) },
    }).createMachine({
      context: { items: [] },
      initial: 'loading',
      states: {
        ...loadingStates({ src: 'load', store: 'store', then: 'ready', retry: 'again', failed: 'broken' }),
        ready: {},
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('broken'));
    actor.send({ type: 'again' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toEqual([{ uuid: 'b' }]);
  });
});

describe('a new item sent from the list', () => {
  it('sends what the page reads from its context, and adds the item the server answers', async () => {
    const { actor, calls } = listMachine({ load: [[]], add: [{ uuid: 'n' }] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'add' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls[1]).toEqual({ call: 'add', input: { name: 'new' } });
    expect(actor.getSnapshot().context.items).toEqual([{ uuid: 'n' }]);
  });

  it('a refusal is shown and the list stays as it was', async () => {
    const { actor } = listMachine({ load: [[]], add: [refused] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'add' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ items: [], refusal: refused });
  });
});

describe('a request on the item picked', () => {
  it('sends the item’s uuid, and on success the page does what the request did', async () => {
    const { actor, calls } = listMachine({ load: [[{ uuid: 'a' }, { uuid: 'b' }]], drop: [undefined] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'drop', uuid: 'a' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls[1]).toEqual({ call: 'drop', input: { uuid: 'a' } });
    expect(actor.getSnapshot().context.items).toEqual([{ uuid: 'b' }]);
  });

  it('a refusal is shown and the item stays', async () => {
    const { actor } = listMachine({ load: [[{ uuid: 'a' }]], drop: [refused] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'drop', uuid: 'a' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      items: [{ uuid: 'a' }],
      refusal: refused,
      pending: null,
    });
  });
});

describe('an actor a page forgot to bind', () => {
  it('fails, saying which one was left out', async () => {
    const actor = createActor(placeholderActor<string>('loadSomething'));
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toContain('loadSomething is not provided');
  });
});

describe('whom a machine acts for, and what a role may write (product §13)', () => {
  it('by default, the person’s own household, whole', () => {
    expect(OWN_HOUSEHOLD_SCOPE).toEqual({ household: null, member: null });
  });

  it('a viewer writes nothing; an editor and an owner write', () => {
    expect(isViewer({ context: { role: 'viewer' } })).toBe(true);
    expect(isViewer({ context: { role: 'editor' } })).toBe(false);
    expect(isViewer({ context: { role: 'owner' } })).toBe(false);
    expect(refusedToViewer).toEqual({ guard: 'isViewer' });
  });

  it('only the owner manages the members and the sharing', () => {
    expect(isNotOwner({ context: { role: 'viewer' } })).toBe(true);
    expect(isNotOwner({ context: { role: 'editor' } })).toBe(true);
    expect(isNotOwner({ context: { role: 'owner' } })).toBe(false);
    expect(refusedToNonOwner).toEqual({ guard: 'isNotOwner' });
  });
});
