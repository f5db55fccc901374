/**
 * Scenario tests of the whole family's zakat page (product §12, §13) on an actor of the real machine, its call
 * answered when the test chooses (docs/testing.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { runInApp } from '@tests/support/app-listeners';
import type { MemberZakatList } from '@contract/household';
import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import { duePage, runningPage } from '@tests/fixtures/machines/zakat';
import { SELF_MEMBER, SPOUSE_MEMBER } from '@tests/support/scope-fixtures';
import { zakatMembersMachine } from './zakat-members.machine';
import { selectIsLoading, selectLoadingFailed, selectResults } from './selectors';

const OWN: ActingFor = { household: null, member: null };
const SHARED: ActingFor = { household: '00000000-0000-4000-8000-000000000002', member: null };
const RESULTS: MemberZakatList = {
  members: [
    { member: SELF_MEMBER, zakat: duePage.zakat },
    { member: SPOUSE_MEMBER, zakat: runningPage.zakat },
  ],
  total_due: duePage.zakat.amount_due,
};

type Pending = {
  input: ScopeInput;
  resolve: (value: MemberZakatList) => void;
  reject: (error: unknown) => void;
};

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function machineWithCalls() {
  const loads: Pending[] = [];
  const machine = zakatMembersMachine.provide({
    actors: {
      loadMemberZakat: fromPromise<MemberZakatList, ScopeInput>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject })),
      ),
    },
  });
  return { machine, loads };
}

function openPage(scope: ActingFor = SHARED) {
  const { machine, loads } = machineWithCalls();
  const actor = createActor(machine, { input: { scope } }).start();
  running.push(actor);
  return { actor, snap: () => actor.getSnapshot(), loads };
}

describe('zakat-members: each member owes separately (product §12, §13)', () => {
  it('the results of every member are asked for whom the page acts, and listed as answered', async () => {
    const { snap, loads } = openPage(SHARED);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectResults(snap())).toBeNull();
    expect(loads.map((l) => l.input)).toEqual([{ scope: SHARED }]);
    loads[0]!.resolve(RESULTS);
    await tick();
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectResults(snap())).toEqual(RESULTS);
  });

  it('a failed load shows no results and offers Retry, which asks again', async () => {
    const { actor, snap, loads } = openPage();
    loads[0]!.reject(serverError);
    await tick();
    expect(selectLoadingFailed(snap())).toBe(true);
    expect(selectResults(snap())).toBeNull();
    expect(snap().can({ type: 'memberZakat.retry' })).toBe(true);
    actor.send({ type: 'memberZakat.retry' });
    expect(selectIsLoading(snap())).toBe(true);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(RESULTS);
    await tick();
    expect(selectResults(snap())).toEqual(RESULTS);
    expect(snap().can({ type: 'memberZakat.retry' })).toBe(false);
  });
});

describe("zakat-members: the call is the app's", () => {
  it("a page started without the app's call fails its load rather than listing nobody", async () => {
    const actor = createActor(zakatMembersMachine, { input: { scope: OWN } }).start();
    running.push(actor);
    await tick();
    expect(selectLoadingFailed(actor.getSnapshot())).toBe(true);
  });
});

describe('zakat-members: a shared household gone (product §13)', () => {
  async function reportsOf(scope: ActingFor, error: unknown) {
    const { machine, loads } = machineWithCalls();
    const { app, scope: reports } = runInApp(machine, { scope });
    running.push(app);
    loads[0]!.reject(error);
    await tick();
    return reports;
  }

  it('a 404 in a shared household reports scope.accessLost with the household to the scope', async () => {
    expect(await reportsOf(SHARED, notFound)).toEqual([
      { type: 'scope.accessLost', household: SHARED.household },
    ]);
  });

  it("a 404 in the person's own household, or another failure in a shared one, reports nothing", async () => {
    expect(await reportsOf(OWN, notFound)).toEqual([]);
    expect(await reportsOf(SHARED, serverError)).toEqual([]);
  });

  it('the page that reported a lost household shows its failure', async () => {
    const { snap, loads } = openPage(SHARED);
    loads[0]!.reject(notFound);
    await tick();
    expect(selectLoadingFailed(snap())).toBe(true);
  });
});
