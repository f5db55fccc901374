import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Household } from '@contract/household';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { SELF_MEMBER as SELF, SPOUSE_MEMBER as SPOUSE } from '@tests/support/scope-fixtures';
import { createTestProviders } from '@tests/support/test-providers';
import { ScopeSwitchers } from '@/app/household-scope/scope-switchers';
import { choosesOption } from '@tests/support/form-steps';
import { householdScopeMachine } from './household-scope.machine';
import { offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const OWN: Household = { uuid: '33333333-3333-4333-8333-333333333333', name: 'Ahmed', role: 'owner' };
const SHARED: Household = { uuid: '44444444-4444-4444-8444-444444444444', name: 'Sara', role: 'viewer' };
const s = en.household;

/**
 * The person chooses `uuid` in the switcher labelled `label`, or its first option (the event's null: the whole family,
 * their own household); `description` is the step in the test plan's words.
 */
const choosesInSwitcher = (
  field: 'member' | 'household',
  uuid: string,
  label: string,
  description: string,
) => ({
  cases: [{ [field]: uuid }, { [field]: null }],
  ...choosesOption(label, (event) => (event[field] as string | null) ?? '', description),
});

testMachineModel('householdScope', {
  machine: householdScopeMachine,
  render: (actor) => <ScopeSwitchers actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard' }),
  actors: {
    loadScope: {
      done: [{ households: [OWN, SHARED], members: [SELF, SPOUSE] }],
      error: [offline],
    },
    // After a 404 in the shared household: the owner revoked it (it is gone from the list), or it is still shared.
    loadHouseholds: { done: [[OWN], [OWN, SHARED]], error: [offline] },
    leaveHousehold: { done: [undefined], error: [offline] },
  },
  serialize: (snap) => ({
    member: snap.context.member,
    household: snap.context.household,
    lost: snap.context.lost,
  }),
  events: {
    'scope.retry': clicksButton(s.retry, 'clicks “Try again” beside the switchers'),
    'scope.memberChosen': choosesInSwitcher(
      'member',
      SPOUSE.uuid,
      s.switcher.label,
      'chooses a member, or the whole family',
    ),
    'scope.householdChosen': choosesInSwitcher(
      'household',
      SHARED.uuid,
      s.switcher.household,
      'chooses a household shared with them, or their own',
    ),
    // The family page sends it after a member is added, changed or removed.
    'scope.membersChanged': 'send',
    // A page sends it when one of its calls in a shared household answers 404.
    'scope.accessLost': {
      cases: [{ household: SHARED.uuid }],
      description: 'a call in the shared household answers 404',
      exec: ({ actor, event }) => act(async () => actor.send(event as never)),
    },
    'scope.leave': {
      description: 'clicks “Leave this household” (only offered in a household shared with them)',
      exec: async ({ user, screen, actor, event }) => {
        if (actor.getSnapshot().context.household === null) {
          expect(screen.queryByRole('button', { name: en.household.sharing.leave })).toBeNull();
          await act(async () => actor.send(event as never));
          return;
        }
        await user.click(screen.getByRole('button', { name: en.household.sharing.leave }));
      },
    },
    'scope.confirmLeave': clicksButton(en.household.sharing.leaveButton, 'confirms with “Leave”'),
    'scope.cancelLeave': clicksButton(en.household.form.cancel, 'clicks “Cancel”'),
  },
  sees: {
    loading: 'No switcher yet.',
    loadingFailed:
      '“Could not load your family’s members.” and “Try again”; the page itself shows the own household.',
    checkingAccess: 'No switcher while the list of households is asked again.',
    confirmingLeave: '“Leave this family? …” with Cancel and Leave.',
    leaving: '“Leave” busy.',
    loaded:
      'The household switcher (mine first) and the member switcher (“Whole family” first); “View only” in a shared household the person may only read; “You no longer have access to Sara…” after a revocation.',
  },
  states: {
    checkingAccess: ({ screen }) => expect(screen.queryByRole('combobox')).toBeNull(),
    confirmingLeave: ({ screen }) => expect(screen.getByText(en.household.sharing.leaveConfirm)).toBeTruthy(),
    leaving: ({ screen }) =>
      expect(screen.getByRole('button', { name: en.household.form.cancel }).hasAttribute('disabled')).toBe(
        true,
      ),
    loading: ({ screen }) => expect(screen.queryByRole('combobox')).toBeNull(),
    loadingFailed: ({ screen }) => {
      expect(screen.getByTestId('scope-failed').textContent).toContain(s.switcher.failed);
      expect(screen.queryByRole('combobox')).toBeNull();
    },
    loaded: ({ screen, snapshot }) => {
      const { member, household } = snapshot.context;
      const members = screen.getByRole('combobox', { name: s.switcher.label }) as HTMLSelectElement;
      expect([...members.options].map((o) => o.textContent)).toEqual([
        s.members.wholeFamily,
        // The owner's own member: "me" to the owner, its owner's name to a viewer.
        household === SHARED.uuid ? 'Ahmed' : 'Ahmed (me)',
        'Mona',
      ]);
      expect(members.value).toBe(member ?? '');
      const households = screen.getByRole('combobox', { name: s.switcher.household }) as HTMLSelectElement;
      expect(households.value).toBe(household ?? '');
      if (household === SHARED.uuid) expect(screen.getByTestId('view-only').textContent).toBe(s.viewOnly);
      else expect(screen.queryByTestId('view-only')).toBeNull();
      const lost = screen.queryByTestId('access-lost');
      if (snapshot.context.lost === null) expect(lost).toBeNull();
      else expect(lost?.textContent).toBe(s.switcher.lost.replace('{{name}}', SHARED.name));
      // Only a household shared with them can be left.
      expect(screen.queryByRole('button', { name: s.sharing.leave }) !== null).toBe(
        household === SHARED.uuid,
      );
    },
  },
});
