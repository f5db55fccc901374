// A signed-in page's view is drawn for the flow the app runs (ADR 030): when the app starts the page afresh (another
// member chosen, rows imported), the view on screen is the new flow's from the same task on, so a press on it reaches
// a running flow, never a stopped one (the household browser test's "Add transaction" after choosing a member).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { PageFlows } from '@machines/app/types';
import { pageReports } from '@machines/app/page-reports';
import { SELF_MEMBER, SPOUSE_MEMBER, startScopedTestApp } from '@tests/support/scope-fixtures';
import { type AppActor, AppSystemProvider, usePageActor, usePageFlows } from './app-system';

/** A page's machine that counts the presses it is sent and, asked to, reports rows imported. */
const pressCounter = setup({
  types: { context: {} as { presses: number }, events: {} as { type: 'pressed' } | { type: 'imported' } },
}).createMachine({
  context: { presses: 0 },
  on: {
    pressed: { actions: assign({ presses: ({ context }) => context.presses + 1 }) },
    imported: { actions: sendParent(pageReports.reload) },
  },
});
type Counter = ActorRefFrom<typeof pressCounter>;

const flows: PageFlows = { main: () => ({ logic: pressCounter }) };

/** Every flow a committed view was drawn for, with whether it was still running then. */
let drawn: { actor: Counter; running: boolean }[] = [];

function CounterPage() {
  usePageFlows(flows);
  const actor = usePageActor<Counter>(flows, 'page');
  useLayoutEffect(() => {
    if (actor) drawn.push({ actor, running: actor.getSnapshot().status === 'active' });
  });
  return actor ? <button onClick={() => actor.send({ type: 'pressed' })}>Press</button> : null;
}

const running = (app: AppActor) => app.system.get('page') as Counter;
let app: AppActor | undefined;

async function openPage() {
  drawn = [];
  app = startScopedTestApp([SELF_MEMBER, SPOUSE_MEMBER]);
  render(
    <AppSystemProvider app={app}>
      <CounterPage />
    </AppSystemProvider>,
  );
  await screen.findByRole('button', { name: 'Press' });
  // The household's members are in: the member switcher would offer them.
  await waitFor(() => expect(app!.system.get('householdScope')?.getSnapshot().matches('loaded')).toBe(true));
  return app;
}

afterEach(() => {
  cleanup();
  app?.stop();
});

describe('a signed-in page started afresh by the app', () => {
  it('is drawn for the new flow at once when another member is chosen, and a press reaches it', async () => {
    const app = await openPage();
    const first = running(app);
    act(() =>
      app.system.get('householdScope')!.send({ type: 'scope.memberChosen', member: SPOUSE_MEMBER.uuid }),
    );
    const second = running(app);
    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(drawn.filter((d) => !d.running)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(second.getSnapshot().context.presses).toBe(1);
  });

  it('is drawn for the new flow at once when rows imported start it afresh', async () => {
    const app = await openPage();
    const first = running(app);
    act(() => first.send({ type: 'imported' }));
    const second = running(app);
    expect(second).not.toBe(first);
    expect(drawn.filter((d) => !d.running)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(second.getSnapshot().context.presses).toBe(1);
  });
});
