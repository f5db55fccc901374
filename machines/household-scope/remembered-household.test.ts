import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Household } from '@contract/household';
import { SELF_MEMBER, SPOUSE_MEMBER } from '@tests/support/scope-fixtures';
import { householdScopeMachine } from './household-scope.machine';

const OWN: Household = { uuid: '33333333-3333-4333-8333-333333333333', name: 'Ahmed', role: 'owner' };
const SHARED: Household = { uuid: '44444444-4444-4444-8444-444444444444', name: 'Sara', role: 'viewer' };

/** A scope actor started with `remembered`, its server listing `households`; `remembered` spies on what it keeps. */
function start(remembered: string | null, households: Household[]) {
  const rememberHousehold = vi.fn();
  const asked: (string | null)[] = [];
  const actor = createActor(
    householdScopeMachine.provide({
      actors: {
        loadScope: fromPromise(async ({ input }: { input: { household: string | null } }) => {
          asked.push(input.household);
          return { households, members: [SELF_MEMBER, SPOUSE_MEMBER] };
        }),
      },
      actions: { rememberHousehold: (_, params) => rememberHousehold(params) },
    }),
    { input: { household: remembered } },
  ).start();
  return { actor, rememberHousehold, asked };
}

describe('the household a person looked at last', () => {
  it('is looked at again after a full reload while the server still lists it', async () => {
    const { actor, rememberHousehold, asked } = start(SHARED.uuid, [OWN, SHARED]);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([SHARED.uuid]);
    expect(loaded.context.household).toBe(SHARED.uuid);
    expect(rememberHousehold).toHaveBeenLastCalledWith({ household: SHARED.uuid });
  });

  it('is dropped once the server no longer lists it (revoked meanwhile): the person’s own again', async () => {
    const { actor, rememberHousehold } = start(SHARED.uuid, [OWN]);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.household).toBeNull();
    expect(loaded.context.lost).toBeNull();
    expect(rememberHousehold).toHaveBeenLastCalledWith({ household: null });
  });

  it('follows the person’s choice', async () => {
    const { actor, rememberHousehold } = start(null, [OWN, SHARED]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(rememberHousehold).toHaveBeenLastCalledWith({ household: null });
    actor.send({ type: 'scope.householdChosen', household: SHARED.uuid });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(rememberHousehold).toHaveBeenLastCalledWith({ household: SHARED.uuid });
  });
});
