/**
 * Scenario tests of the family page's machine (product §13): the real machine, its calls fakes that answer what each
 * test queues, its children (the held shares, the sharing card) fakes that note what they are told.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, fromCallback, waitFor, type NonReducibleUnknown } from 'xstate';
import type { Member } from '@contract/household';
import {
  MAX_HOUSEHOLD_MEMBERS,
  MEMBER_COLOURS,
  type HouseholdRole,
  memberHasTransactionsMessage,
  tooManyMembersMessage,
} from '@contract/household-values';
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import type { ApiFailure } from '@machines/shared/api-failure';
import { householdMachine } from './household.machine';
import {
  selectCanAdd,
  selectDraft,
  selectEditing,
  selectFailure,
  selectFieldError,
  selectFormOpen,
  selectIsFull,
  selectIsIdle,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailure,
  selectMayManage,
  selectMembers,
  selectMoveTo,
  selectRemovalStep,
  selectRemoving,
  selectTotal,
} from './selectors';
import type { HouseholdData, MemberTotal, SaveMemberInput } from './types';

const SELF: MemberTotal = {
  uuid: 'm-self',
  name: 'Ahmed',
  relation: 'self',
  colour: MEMBER_COLOURS[0],
  total: 1000,
};
const SPOUSE: MemberTotal = {
  uuid: 'm-spouse',
  name: 'Mona',
  relation: 'spouse',
  colour: MEMBER_COLOURS[1],
  total: 250,
};
const CHILD: MemberTotal = {
  uuid: 'm-child',
  name: 'Omar',
  relation: 'child',
  colour: MEMBER_COLOURS[3],
  total: 50,
};
const FAMILY: HouseholdData = { members: [SELF, SPOUSE, CHILD], total: 1300 };

let running: Actor<typeof householdMachine> | null = null;
afterEach(() => running?.stop());

/** The family page for `role`: each call answers the next of its queue; `calls` notes each call with its input. */
function familyPage(
  role: HouseholdRole,
  answers: {
    load?: Answer<HouseholdData>[];
    save?: Answer<Member>[];
    remove?: Answer<void>[];
    move?: Answer<void>[];
  } = {},
) {
  const { calls, fake } = scriptedCalls();
  const told: { child: string; event: unknown }[] = [];
  let membersChanged = 0;
  const child = (name: string) =>
    fromCallback(({ receive }) => receive((event) => void told.push({ child: name, event })));
  const actor = createActor(
    householdMachine.provide({
      actors: {
        loadHousehold: fake<HouseholdData, NonReducibleUnknown>('load', answers.load ?? [FAMILY]),
        saveMember: fake<Member, SaveMemberInput>('save', answers.save),
        removeMember: fake<void, { uuid: string }>('remove', answers.remove),
        moveAndRemoveMember: fake<void, { uuid: string; to: string }>('move', answers.move),
        heldShares: child('heldShares') as never,
        sharing: child('sharing') as never,
      },
      actions: { notifyMembersChanged: () => void (membersChanged += 1) },
    }),
    { input: { role, scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  running = actor;
  const loaded = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return {
    actor,
    calls,
    told,
    loaded,
    membersChanged: () => membersChanged,
    snap: () => actor.getSnapshot(),
  };
}

const refusal = (body: unknown, status = 400): ApiFailure => ({ status, body });

describe('household: the page loads its members (product §13, architecture §3)', () => {
  it('shows each member with what they hold, and the household’s total', async () => {
    const page = familyPage('owner');
    expect(selectIsLoading(page.snap())).toBe(true);
    expect(selectMembers(page.snap())).toBeNull();
    await page.loaded();
    expect(selectMembers(page.snap())).toEqual(FAMILY.members);
    expect(selectTotal(page.snap())).toBe(1300);
    expect(selectFailure(page.snap())).toBeNull();
  });

  it('a failed load says why and offers a retry that loads again and forgets why', async () => {
    const page = familyPage('owner', { load: [refusal(null, 503), FAMILY] });
    await waitFor(page.actor, (s) => s.matches('loadingFailed'));
    expect(selectLoadFailure(page.snap())).toEqual({ key: 'auth.internalServerError' });
    expect(selectMembers(page.snap())).toBeNull();
    page.actor.send({ type: 'household.retry' });
    expect(selectLoadFailure(page.snap())).toBeNull();
    expect(page.snap().context.failure).toBeNull();
    await page.loaded();
    expect(selectMembers(page.snap())).toHaveLength(3);
  });

  it('its children: the held shares for everyone, the sharing card for the owner only', async () => {
    const owner = familyPage('owner');
    await owner.loaded();
    expect(Object.keys(owner.snap().children).sort()).toEqual(['heldShares', 'sharing']);
    owner.actor.stop();
    const editor = familyPage('editor');
    await editor.loaded();
    expect(Object.keys(editor.snap().children)).toEqual(['heldShares']);
  });

  it('a held share kept has the owner’s sharing card read who has access again (product §16)', async () => {
    const owner = familyPage('owner');
    await owner.loaded();
    owner.actor.send({ type: 'held.kept' });
    expect(owner.told).toEqual([{ child: 'sharing', event: { type: 'sharing.reload' } }]);
  });
});

describe('household: adding a member (product §13)', () => {
  it('opens an empty form whose colour is the first no member has', async () => {
    const page = familyPage('owner');
    await page.loaded();
    expect(selectCanAdd(page.snap())).toBe(true);
    expect(selectIsFull(page.snap())).toBe(false);
    page.actor.send({ type: 'member.add' });
    expect(selectFormOpen(page.snap())).toBe(true);
    expect(selectEditing(page.snap())).toBeNull();
    expect(selectDraft(page.snap())).toEqual({ name: '', relation: 'spouse', colour: MEMBER_COLOURS[2] });
  });

  it('a blank name is required and nothing is sent; typing the name clears that error', async () => {
    const page = familyPage('owner');
    await page.loaded();
    page.actor.send({ type: 'member.add' });
    page.actor.send({ type: 'member.nameChanged', value: '   ' });
    page.actor.send({ type: 'member.save' });
    expect(selectFieldError('name')(page.snap())).toEqual({ key: 'validation.required' });
    expect(selectIsSaving(page.snap())).toBe(false);
    expect(page.calls.map((c) => c.call)).toEqual(['load']);
    page.actor.send({ type: 'member.nameChanged', value: 'Sara' });
    expect(selectFieldError('name')(page.snap())).toBeNull();
    expect(selectDraft(page.snap()).name).toBe('Sara');
  });

  it('sends the form as filled in, adds the member the server answers with nothing held, and tells the app', async () => {
    const sara: Member = { uuid: 'm-sara', name: 'Sara', relation: 'child', colour: '#805ad5' };
    const page = familyPage('owner', { save: [sara] });
    await page.loaded();
    page.actor.send({ type: 'member.add' });
    page.actor.send({ type: 'member.nameChanged', value: 'Sara' });
    page.actor.send({ type: 'member.relationChanged', value: 'child' });
    page.actor.send({ type: 'member.colourChanged', value: '#805ad5' });
    page.actor.send({ type: 'member.save' });
    expect(selectIsSaving(page.snap())).toBe(true);
    expect(selectFormOpen(page.snap())).toBe(true);
    await page.loaded();
    expect(page.calls[1]).toEqual({
      call: 'save',
      input: { uuid: null, draft: { name: 'Sara', relation: 'child', colour: '#805ad5' } },
    });
    expect(selectMembers(page.snap())).toEqual([...FAMILY.members, { ...sara, total: 0 }]);
    expect(selectFormOpen(page.snap())).toBe(false);
    expect(page.membersChanged()).toBe(1);
  });

  it('a full household offers no add, and the add does nothing', async () => {
    const full = Array.from({ length: MAX_HOUSEHOLD_MEMBERS }, (_, i) => ({ ...SPOUSE, uuid: `m-${i}` }));
    const page = familyPage('owner', { load: [{ members: full, total: 0 }] });
    await page.loaded();
    expect(selectCanAdd(page.snap())).toBe(false);
    expect(selectIsFull(page.snap())).toBe(true);
    page.actor.send({ type: 'member.add' });
    expect(selectIsIdle(page.snap())).toBe(true);
  });

  it('one member short of full still adds', async () => {
    const almost = Array.from({ length: MAX_HOUSEHOLD_MEMBERS - 1 }, (_, i) => ({
      ...SPOUSE,
      uuid: `m-${i}`,
    }));
    const page = familyPage('owner', { load: [{ members: almost, total: 0 }] });
    await page.loaded();
    expect(selectCanAdd(page.snap())).toBe(true);
  });

  it('the server’s refusal shows on its fields, in the page’s words, and the form stays open', async () => {
    const page = familyPage('owner', {
      save: [refusal({ name: ['This field may not be blank.'], colour: ['Enter a colour as #rrggbb.'] })],
    });
    await page.loaded();
    page.actor.send({ type: 'member.add' });
    page.actor.send({ type: 'member.nameChanged', value: 'x' });
    page.actor.send({ type: 'member.save' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'editing' }));
    expect(selectFieldError('name')(page.snap())).toEqual({ key: 'validation.required' });
    expect(selectFieldError('colour')(page.snap())).toEqual({ text: 'Enter a colour as #rrggbb.' });
    expect(selectFailure(page.snap())).toBeNull();
    expect(page.membersChanged()).toBe(0);
  });

  it('a household at the cap, or a view-only one, says so above the form', async () => {
    const page = familyPage('owner', {
      save: [refusal({ detail: tooManyMembersMessage }), refusal({ detail: 'Forbidden.' }, 403)],
    });
    await page.loaded();
    page.actor.send({ type: 'member.add' });
    page.actor.send({ type: 'member.nameChanged', value: 'x' });
    page.actor.send({ type: 'member.save' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'editing' }));
    expect(selectFailure(page.snap())).toEqual({ key: 'household.errors.tooManyMembers' });
    page.actor.send({ type: 'member.save' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'editing' }));
    expect(selectFailure(page.snap())).toEqual({ key: 'household.errors.viewOnly' });
    page.actor.send({ type: 'member.cancel' });
    expect(selectIsIdle(page.snap())).toBe(true);
    expect(selectFailure(page.snap())).toBeNull();
  });
});

describe('household: editing a member (product §13)', () => {
  it('opens the form with the member’s name, relation and colour, and the last refusal gone', async () => {
    const page = familyPage('owner', { save: [refusal({ detail: 'Nope.' })] });
    await page.loaded();
    page.actor.send({ type: 'member.add' });
    page.actor.send({ type: 'member.nameChanged', value: 'x' });
    page.actor.send({ type: 'member.save' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'editing' }));
    page.actor.send({ type: 'member.cancel' });
    page.actor.send({ type: 'member.edit', uuid: SPOUSE.uuid });
    expect(selectEditing(page.snap())).toBe(SPOUSE.uuid);
    expect(selectDraft(page.snap())).toEqual({ name: 'Mona', relation: 'spouse', colour: SPOUSE.colour });
    expect(selectFailure(page.snap())).toBeNull();
    expect(selectMayManage(page.snap())).toBe(true);
  });

  it('a name typed clears only the name’s error; the others stay until the next save', async () => {
    const page = familyPage('owner', {
      save: [refusal({ name: ['Too long.'], colour: ['Enter a colour as #rrggbb.'] })],
    });
    await page.loaded();
    page.actor.send({ type: 'member.edit', uuid: SPOUSE.uuid });
    page.actor.send({ type: 'member.save' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'editing' }));
    page.actor.send({ type: 'member.nameChanged', value: 'Mona H.' });
    expect(selectFieldError('name')(page.snap())).toBeNull();
    expect(selectFieldError('colour')(page.snap())).toEqual({ text: 'Enter a colour as #rrggbb.' });
    page.actor.send({ type: 'member.relationChanged', value: 'other' });
    page.actor.send({ type: 'member.colourChanged', value: '#718096' });
    expect(selectDraft(page.snap())).toEqual({ name: 'Mona H.', relation: 'other', colour: '#718096' });
  });

  it('saves the member edited and shows what the server answers, keeping what they hold', async () => {
    const renamed: Member = { uuid: SPOUSE.uuid, name: 'Mona H.', relation: 'spouse', colour: SPOUSE.colour };
    const page = familyPage('owner', { save: [renamed] });
    await page.loaded();
    page.actor.send({ type: 'member.edit', uuid: SPOUSE.uuid });
    page.actor.send({ type: 'member.nameChanged', value: 'Mona H.' });
    page.actor.send({ type: 'member.save' });
    await page.loaded();
    expect(page.calls[1]!.input).toEqual({
      uuid: SPOUSE.uuid,
      draft: { name: 'Mona H.', relation: 'spouse', colour: SPOUSE.colour },
    });
    expect(selectMembers(page.snap())).toEqual([SELF, { ...SPOUSE, name: 'Mona H.' }, CHILD]);
    expect(selectEditing(page.snap())).toBeNull();
    expect(page.membersChanged()).toBe(1);
  });
});

describe('household: removing a member (product §13)', () => {
  it('is asked first; cancelling removes nothing', async () => {
    const page = familyPage('owner');
    await page.loaded();
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    expect(selectRemovalStep(page.snap())).toBe('confirmingRemoval');
    expect(selectRemoving(page.snap())).toBe(CHILD.uuid);
    expect(selectMayManage(page.snap())).toBe(true);
    page.actor.send({ type: 'member.cancel' });
    expect(selectRemovalStep(page.snap())).toBeNull();
    expect(selectRemoving(page.snap())).toBeNull();
    expect(page.calls.map((c) => c.call)).toEqual(['load']);
  });

  it('a member without transactions is removed once confirmed, and the app is told', async () => {
    const page = familyPage('owner', { remove: [undefined] });
    await page.loaded();
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    page.actor.send({ type: 'member.confirmRemove' });
    expect(selectRemovalStep(page.snap())).toBe('removing');
    await page.loaded();
    expect(page.calls[1]).toEqual({ call: 'remove', input: { uuid: CHILD.uuid } });
    expect(selectMembers(page.snap())).toEqual([SELF, SPOUSE]);
    expect(selectRemoving(page.snap())).toBeNull();
    expect(page.membersChanged()).toBe(1);
  });

  it('a member with transactions is moved first, to the owner’s own member unless another is chosen', async () => {
    const page = familyPage('owner', {
      remove: [refusal({ detail: memberHasTransactionsMessage })],
      move: [undefined],
    });
    await page.loaded();
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    page.actor.send({ type: 'member.confirmRemove' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'choosingMoveTarget' }));
    expect(selectRemovalStep(page.snap())).toBe('choosingMoveTarget');
    expect(selectMoveTo(page.snap())).toBe(SELF.uuid);
    expect(selectFailure(page.snap())).toBeNull();
    page.actor.send({ type: 'member.moveTargetChanged', uuid: SPOUSE.uuid });
    expect(selectMoveTo(page.snap())).toBe(SPOUSE.uuid);
    page.actor.send({ type: 'member.confirmMove' });
    expect(selectRemovalStep(page.snap())).toBe('moving');
    await page.loaded();
    expect(page.calls[2]).toEqual({ call: 'move', input: { uuid: CHILD.uuid, to: SPOUSE.uuid } });
    // The moved member's value now counts for the member who received their transactions.
    expect(selectMembers(page.snap())).toEqual([SELF, { ...SPOUSE, total: 300 }]);
    expect(selectRemoving(page.snap())).toBeNull();
    expect(selectMoveTo(page.snap())).toBeNull();
    expect(page.membersChanged()).toBe(1);
  });

  it('choosing where to move can be cancelled: nothing moves or goes', async () => {
    const page = familyPage('owner', { remove: [refusal({ detail: memberHasTransactionsMessage })] });
    await page.loaded();
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    page.actor.send({ type: 'member.confirmRemove' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'choosingMoveTarget' }));
    page.actor.send({ type: 'member.cancel' });
    expect(selectIsIdle(page.snap())).toBe(true);
    expect(selectMoveTo(page.snap())).toBeNull();
    expect(selectMembers(page.snap())).toEqual(FAMILY.members);
  });

  it('any other refusal of the removal says why, and the member stays', async () => {
    for (const error of [
      refusal({ detail: 'Something else.' }),
      refusal({ other: memberHasTransactionsMessage }),
      refusal({ detail: memberHasTransactionsMessage }, 409),
      refusal(memberHasTransactionsMessage),
    ]) {
      const page = familyPage('owner', { remove: [error] });
      await page.loaded();
      page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
      page.actor.send({ type: 'member.confirmRemove' });
      await page.loaded();
      expect(selectFailure(page.snap())).not.toBeNull();
      expect(selectRemoving(page.snap())).toBeNull();
      expect(selectMembers(page.snap())).toEqual(FAMILY.members);
      expect(page.membersChanged()).toBe(0);
      page.actor.stop();
    }
  });

  it('a member already gone says so; a failed move says why and moves nothing', async () => {
    const page = familyPage('owner', {
      remove: [refusal({ detail: 'Not found.' }, 404), refusal({ detail: memberHasTransactionsMessage })],
      move: [{ status: null, body: null }],
    });
    await page.loaded();
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    page.actor.send({ type: 'member.confirmRemove' });
    await page.loaded();
    expect(selectFailure(page.snap())).toEqual({ key: 'household.errors.gone' });
    page.actor.send({ type: 'member.remove', uuid: CHILD.uuid });
    expect(selectFailure(page.snap())).toBeNull();
    page.actor.send({ type: 'member.confirmRemove' });
    await waitFor(page.actor, (s) => s.matches({ loaded: 'choosingMoveTarget' }));
    page.actor.send({ type: 'member.confirmMove' });
    await page.loaded();
    expect(selectFailure(page.snap())).toEqual({ key: 'account.errors.offline' });
    expect(selectRemoving(page.snap())).toBeNull();
    expect(selectMoveTo(page.snap())).toBeNull();
    expect(selectMembers(page.snap())).toEqual(FAMILY.members);
  });
});
