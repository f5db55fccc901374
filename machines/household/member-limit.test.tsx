import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MAX_HOUSEHOLD_MEMBERS, tooManyMembersMessage } from '@contract/household-values';
import type { Member } from '@contract/household';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { SELF_MEMBER, SPOUSE_MEMBER } from '@tests/support/scope-fixtures';
import { createTestProviders } from '@tests/support/test-providers';
import { FamilyView } from '@/pages/family/family-view';
import { householdMachine } from './household.machine';
import type { SaveMemberInput } from './types';

vi.setConfig({ testTimeout: 20_000 });

/** The server refuses a member beyond MAX_HOUSEHOLD_MEMBERS (security review); the add form says so in either language. */
const refusal = { status: 400, body: { detail: tooManyMembersMessage } };

const fullHousehold = Array.from({ length: MAX_HOUSEHOLD_MEMBERS }, (_, i) =>
  i === 0
    ? SELF_MEMBER
    : { ...SPOUSE_MEMBER, uuid: `${SPOUSE_MEMBER.uuid.slice(0, -2)}${String(i).padStart(2, '0')}` },
);

function renderFamily(language: 'ar' | 'en', members: Member[] = [SELF_MEMBER, SPOUSE_MEMBER]) {
  const actor = createActor(
    householdMachine.provide({
      actors: {
        loadHousehold: fromPromise(async () => ({
          members: members.map((m) => ({ ...m, total: 0 })),
          total: 0,
        })),
        saveMember: fromPromise<Member, SaveMemberInput>(async () => Promise.reject(refusal)),
      },
    }),
    { input: { role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  render(<FamilyView actorRef={actor} />, {
    wrapper: createTestProviders({ language, route: '/dashboard/family' }),
  });
  return actor;
}

describe('adding a member to a full household', () => {
  it.each([
    ['en', en.household],
    ['ar', ar.household],
  ] as const)(
    'shows the limit in the person’s language (%s), with the form still open',
    async (language, s) => {
      const actor = renderFamily(language);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: s.members.add }));
      await user.type(screen.getByRole('textbox', { name: new RegExp(s.form.name) }), 'Omar');
      await user.click(screen.getByRole('button', { name: s.form.save }));
      expect((await screen.findByRole('alert')).textContent).toBe(s.errors.tooManyMembers);
      expect(actor.getSnapshot().matches({ loaded: 'editing' })).toBe(true);
      expect(screen.getByRole('form', { name: s.form.addTitle })).toBeTruthy();
    },
  );

  it.each([
    ['en', en.household],
    ['ar', ar.household],
  ] as const)('a full household (%s): “Add a member” is off and the page says why', async (language, s) => {
    const actor = renderFamily(language, fullHousehold);
    const add = await screen.findByRole('button', { name: s.members.add });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('household-full').textContent).toBe(s.errors.tooManyMembers);
    actor.send({ type: 'member.add' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('one place short, “Add a member” is on and nothing says the household is full', async () => {
    renderFamily('en', fullHousehold.slice(0, -1));
    const add = await screen.findByRole('button', { name: en.household.members.add });
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('household-full')).toBeNull();
  });

  it('both languages name the contract’s limit', () => {
    expect(en.household.errors.tooManyMembers).toContain(String(MAX_HOUSEHOLD_MEMBERS));
    expect(ar.household.errors.tooManyMembers).toContain(String(MAX_HOUSEHOLD_MEMBERS));
  });
});
