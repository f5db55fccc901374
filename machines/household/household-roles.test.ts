import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Member } from '@contract/household';
import type { HouseholdRole } from '@contract/household-values';
import { SELF_MEMBER, SPOUSE_MEMBER } from '@tests/support/scope-fixtures';
import { householdMachine } from './household.machine';
import { selectMayManage } from './selectors';

// What the household machine answers each role, whatever a page offers them (product §13: only the owner manages).
function household(role: HouseholdRole) {
  const calls: string[] = [];
  const called = (name: string) =>
    fromPromise<Member, never>(async () => {
      calls.push(name);
      return { ...SPOUSE_MEMBER };
    });
  const actor = createActor(
    householdMachine.provide({
      actors: {
        loadHousehold: fromPromise(async () => ({
          members: [SELF_MEMBER, SPOUSE_MEMBER].map((m) => ({ ...m, total: 0 })),
          total: 0,
        })),
        saveMember: called('save') as never,
        removeMember: called('remove') as never,
        moveAndRemoveMember: called('move') as never,
      },
    }),
    { input: { role, scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  return { actor, calls };
}

describe('the household machine and the person’s role', () => {
  it.each(['viewer', 'editor'] as const)(
    'a %s’s household machine refuses to add, edit or remove a member: nothing changes, no request',
    async (role) => {
      const { actor, calls } = household(role);
      await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
      const before = actor.getSnapshot().context;
      expect(actor.getSnapshot().can({ type: 'member.add' })).toBe(false);
      actor.send({ type: 'member.add' });
      actor.send({ type: 'member.edit', uuid: SPOUSE_MEMBER.uuid });
      actor.send({ type: 'member.remove', uuid: SPOUSE_MEMBER.uuid });
      actor.send({ type: 'member.save' });
      actor.send({ type: 'member.confirmRemove' });
      expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context).toBe(before);
      expect(selectMayManage(actor.getSnapshot())).toBe(false);
      expect(calls).toEqual([]);
    },
  );

  it('the owner’s household machine takes an edit and saves it', async () => {
    const { actor, calls } = household('owner');
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(selectMayManage(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'member.edit', uuid: SPOUSE_MEMBER.uuid });
    expect(selectMayManage(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'member.save' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(calls).toEqual(['save']);
  });
});
