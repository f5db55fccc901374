/**
 * Scenario tests of what the signed-in pages look at (product §13): the real household scope machine, its calls fakes
 * that answer what each test queues.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, waitFor, type NonReducibleUnknown } from 'xstate';
import type { Household, Member } from '@contract/household';
import { householdScopeMachine } from './household-scope.machine';
import {
  selectHousehold,
  selectHouseholds,
  selectIsReady,
  selectLeaveStep,
  selectLoadingFailed,
  selectLost,
  selectMember,
  selectMembers,
  selectRole,
  selectScopeKey,
} from './selectors';
import type { ScopeData } from './types';

const OWN: Household = { uuid: 'h-own', name: 'Ahmed', role: 'owner' };
const SHARED: Household = { uuid: 'h-shared', name: 'Laila', role: 'viewer' };
const EDITED: Household = { uuid: 'h-edit', name: 'Karim', role: 'editor' };
const SELF: Member = { uuid: 'm-self', name: 'Ahmed', relation: 'self', colour: '#c8963e' };
const SPOUSE: Member = { uuid: 'm-spouse', name: 'Mona', relation: 'spouse', colour: '#d53f8c' };
const LAILA: Member = { uuid: 'm-laila', name: 'Laila', relation: 'self', colour: '#2f855a' };

const ALL = [OWN, SHARED, EDITED];
const ownScope: ScopeData = { households: ALL, members: [SELF, SPOUSE] };
const sharedScope: ScopeData = { households: ALL, members: [LAILA] };

let running: Actor<typeof householdScopeMachine> | null = null;
afterEach(() => running?.stop());

function scope(
  answers: { load?: Answer<ScopeData>[]; households?: Answer<Household[]>[]; leave?: Answer<void>[] },
  remembered?: string | null,
) {
  const { calls, fake } = scriptedCalls();
  const rememberedNow: (string | null)[] = [];
  const actor = createActor(
    householdScopeMachine.provide({
      actors: {
        loadScope: fake<ScopeData, { household: string | null }>('loadScope', answers.load),
        loadHouseholds: fake<Household[], NonReducibleUnknown>('loadHouseholds', answers.households),
        leaveHousehold: fake<void, { household: string }>('leave', answers.leave),
      },
      actions: {
        rememberHousehold: (_, params: { household: string | null }) =>
          void rememberedNow.push(params.household),
      },
    }),
    // Under the systemId the app gives it: a call of its own that answers 403 or 404 in a shared household tells it so.
    { input: remembered === undefined ? undefined : { household: remembered }, systemId: 'householdScope' },
  ).start();
  running = actor;
  const loaded = () => waitFor(actor, (s) => s.matches('loaded'));
  return {
    actor,
    calls,
    rememberedNow,
    loaded,
    snap: () => actor.getSnapshot(),
    send: actor.send.bind(actor),
  };
}

describe('household scope: what the pages look at first (product §13)', () => {
  it('the person’s own household, whole, when none is remembered', async () => {
    const s = scope({ load: [ownScope] });
    expect(selectIsReady(s.snap())).toBe(false);
    await s.loaded();
    expect(s.calls[0]).toEqual({ call: 'loadScope', input: { household: null } });
    expect(selectHousehold(s.snap())).toBeNull();
    expect(selectMember(s.snap())).toBeNull();
    expect(selectHouseholds(s.snap())).toEqual(ALL);
    expect(selectMembers(s.snap())).toEqual([SELF, SPOUSE]);
    expect(selectRole(s.snap())).toBe('owner');
    expect(selectScopeKey(s.snap())).toBe('own:all:owner');
    expect(selectIsReady(s.snap())).toBe(true);
    expect(s.rememberedNow).toEqual([null]);
  });

  it('the household remembered from the last visit, while the server still lists it', async () => {
    const s = scope({ load: [sharedScope] }, SHARED.uuid);
    await s.loaded();
    expect(s.calls[0]).toEqual({ call: 'loadScope', input: { household: SHARED.uuid } });
    expect(selectHousehold(s.snap())).toBe(SHARED.uuid);
    expect(selectRole(s.snap())).toBe('viewer');
    expect(selectScopeKey(s.snap())).toBe('h-shared:all:viewer');
    expect(s.rememberedNow).toEqual([SHARED.uuid]);
  });

  it('a remembered household no longer listed (revoked since) is not looked at', async () => {
    const s = scope({ load: [{ households: [OWN], members: [SELF] }] }, SHARED.uuid);
    await s.loaded();
    expect(selectHousehold(s.snap())).toBeNull();
    expect(selectRole(s.snap())).toBe('owner');
    expect(s.rememberedNow).toEqual([null]);
  });

  it('a failed load leaves the switchers waiting, and a retry loads again', async () => {
    const s = scope({ load: [{ status: null, body: null }, ownScope] });
    await waitFor(s.actor, (snap) => selectLoadingFailed(snap));
    expect(selectIsReady(s.snap())).toBe(false);
    s.send({ type: 'scope.retry' });
    await s.loaded();
    expect(selectMembers(s.snap())).toEqual([SELF, SPOUSE]);
  });
});

describe('household scope: a member or the whole family (product §13)', () => {
  it('a member of the household is looked at, then the whole family again', async () => {
    const s = scope({ load: [ownScope] });
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: SPOUSE.uuid });
    expect(selectMember(s.snap())).toBe(SPOUSE.uuid);
    expect(selectScopeKey(s.snap())).toBe('own:m-spouse:owner');
    s.send({ type: 'scope.memberChosen', member: null });
    expect(selectMember(s.snap())).toBeNull();
  });

  it('a member the household does not have is ignored', async () => {
    const s = scope({ load: [ownScope] });
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: SPOUSE.uuid });
    s.send({ type: 'scope.memberChosen', member: LAILA.uuid });
    expect(selectMember(s.snap())).toBe(SPOUSE.uuid);
  });

  it('the family page’s change of members reloads them; the member looked at stays while still listed', async () => {
    const s = scope({ load: [ownScope, ownScope, { households: ALL, members: [SELF] }] });
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: SPOUSE.uuid });
    s.send({ type: 'scope.membersChanged' });
    expect(selectIsReady(s.snap())).toBe(false);
    await s.loaded();
    expect(selectMember(s.snap())).toBe(SPOUSE.uuid);
    s.send({ type: 'scope.membersChanged' });
    await s.loaded();
    // Removed meanwhile: the whole family again.
    expect(selectMember(s.snap())).toBeNull();
    expect(selectMembers(s.snap())).toEqual([SELF]);
  });
});

describe('household scope: another household (product §13)', () => {
  it('starts at its whole family and loads its members', async () => {
    const s = scope({ load: [ownScope, sharedScope] });
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: SPOUSE.uuid });
    s.send({ type: 'scope.householdChosen', household: EDITED.uuid });
    expect(selectHousehold(s.snap())).toBe(EDITED.uuid);
    expect(selectMember(s.snap())).toBeNull();
    await s.loaded();
    expect(s.calls[1]).toEqual({ call: 'loadScope', input: { household: EDITED.uuid } });
    expect(selectRole(s.snap())).toBe('editor');
    expect(selectScopeKey(s.snap())).toBe('h-edit:all:editor');
    expect(s.rememberedNow).toEqual([null, EDITED.uuid]);
  });

  it('a member of the household left behind is not looked at in the next', async () => {
    const s = scope({ load: [ownScope, { households: ALL, members: [SELF, SPOUSE] }] });
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: SPOUSE.uuid });
    // The scope machine's own choice clears the member at once; the load's answer does not bring it back.
    s.send({ type: 'scope.householdChosen', household: SHARED.uuid });
    await s.loaded();
    expect(selectMember(s.snap())).toBeNull();
  });
});

describe('household scope: losing access to a shared household (product §13)', () => {
  it('a 404 in the household looked at asks the server; revoked, the own household again, saying which was lost', async () => {
    const s = scope({ load: [sharedScope, ownScope], households: [[OWN, EDITED]] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: LAILA.uuid });
    s.send({ type: 'scope.accessLost', household: SHARED.uuid });
    expect(s.snap().matches('checkingAccess')).toBe(true);
    await s.loaded();
    expect(s.calls.map((c) => c.call)).toEqual(['loadScope', 'loadHouseholds', 'loadScope']);
    expect(s.calls[2]!.input).toEqual({ household: null });
    expect(selectHousehold(s.snap())).toBeNull();
    expect(selectMember(s.snap())).toBeNull();
    expect(selectLost(s.snap())).toBe('Laila');
    // Choosing again forgets the word.
    s.send({ type: 'scope.memberChosen', member: null });
    expect(selectLost(s.snap())).toBeNull();
  });

  it('still listed (a single record was gone), the same household is loaded again and nothing is said', async () => {
    const s = scope({ load: [sharedScope, sharedScope], households: [ALL] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.accessLost', household: SHARED.uuid });
    await s.loaded();
    expect(selectHousehold(s.snap())).toBe(SHARED.uuid);
    expect(selectLost(s.snap())).toBeNull();
    expect(s.calls.map((c) => c.call)).toEqual(['loadScope', 'loadHouseholds', 'loadScope']);
  });

  it('a scope load that keeps answering 404 in a household still listed asks the server once, then waits for a retry', async () => {
    const gone = { status: 404, body: { detail: 'Not found.' } };
    const s = scope({ load: [sharedScope, gone, gone, sharedScope], households: [ALL] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.membersChanged' });
    await waitFor(s.actor, (snap) => selectLoadingFailed(snap) && s.calls.length === 4);
    await new Promise((settle) => setTimeout(settle, 20));
    expect(selectLoadingFailed(s.snap())).toBe(true);
    // asked once whether the household is still shared (it is), loaded again, and stopped there
    expect(s.calls.map((c) => c.call)).toEqual(['loadScope', 'loadScope', 'loadHouseholds', 'loadScope']);
    expect(selectHousehold(s.snap())).toBe(SHARED.uuid);
    expect(selectLost(s.snap())).toBeNull();
    s.send({ type: 'scope.retry' });
    await s.loaded();
    expect(s.calls.map((c) => c.call)).toHaveLength(5);
  });

  it('once the scope has loaded again, a later 404 there asks the server again', async () => {
    const s = scope({ load: [sharedScope, sharedScope, ownScope], households: [ALL, [OWN]] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.accessLost', household: SHARED.uuid });
    await waitFor(s.actor, (snap) => snap.matches('loaded') && s.calls.length === 3);
    s.send({ type: 'scope.accessLost', household: SHARED.uuid });
    expect(s.snap().matches('checkingAccess')).toBe(true);
    await waitFor(s.actor, (snap) => snap.matches('loaded') && selectLost(snap) === 'Laila');
    expect(selectHousehold(s.snap())).toBeNull();
  });

  it('a 404 in another household, or in the person’s own, changes nothing', async () => {
    const s = scope({ load: [sharedScope] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.accessLost', household: EDITED.uuid });
    expect(s.snap().matches('loaded')).toBe(true);
    const own = scope({ load: [ownScope] });
    await own.loaded();
    own.send({ type: 'scope.accessLost', household: '' });
    expect(own.snap().matches('loaded')).toBe(true);
    expect(own.calls.map((c) => c.call)).toEqual(['loadScope']);
  });

  it('when the server cannot be asked, the switchers wait for a retry', async () => {
    const s = scope({ load: [sharedScope], households: [{ status: null, body: null }] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.accessLost', household: SHARED.uuid });
    await waitFor(s.actor, (snap) => selectLoadingFailed(snap));
  });
});

describe('household scope: leaving a shared household (product §13)', () => {
  it('the person’s own household cannot be left', async () => {
    const s = scope({ load: [ownScope] });
    await s.loaded();
    s.send({ type: 'scope.leave' });
    expect(selectLeaveStep(s.snap())).toBeNull();
  });

  it('is asked once; cancelling stays', async () => {
    const s = scope({ load: [sharedScope] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.leave' });
    expect(selectLeaveStep(s.snap())).toBe('confirming');
    expect(selectIsReady(s.snap())).toBe(true);
    s.send({ type: 'scope.cancelLeave' });
    expect(selectLeaveStep(s.snap())).toBeNull();
    expect(selectHousehold(s.snap())).toBe(SHARED.uuid);
  });

  it('confirmed, leaves that household and looks at the person’s own again', async () => {
    const s = scope({ load: [sharedScope, ownScope], leave: [undefined] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.memberChosen', member: LAILA.uuid });
    s.send({ type: 'scope.leave' });
    s.send({ type: 'scope.confirmLeave' });
    expect(selectLeaveStep(s.snap())).toBe('leaving');
    expect(selectIsReady(s.snap())).toBe(true);
    await waitFor(s.actor, (snap) => snap.matches('loaded') && snap.context.household === null);
    expect(s.calls[1]).toEqual({ call: 'leave', input: { household: SHARED.uuid } });
    expect(s.calls[2]!.input).toEqual({ household: null });
    expect(selectMember(s.snap())).toBeNull();
  });

  it('a failed leave stays in the household', async () => {
    const s = scope({ load: [sharedScope], leave: [{ status: 500, body: null }] }, SHARED.uuid);
    await s.loaded();
    s.send({ type: 'scope.leave' });
    s.send({ type: 'scope.confirmLeave' });
    await waitFor(s.actor, (snap) => snap.matches('loaded'));
    expect(selectHousehold(s.snap())).toBe(SHARED.uuid);
    expect(s.calls.map((c) => c.call)).toEqual(['loadScope', 'leave']);
  });
});
