import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { MemberZakatList } from '@contract/household';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { SELF_MEMBER, SPOUSE_MEMBER } from '@tests/support/scope-fixtures';
import { createTestProviders } from '@tests/support/test-providers';
import { MemberZakatView } from '@/pages/zakat/member-zakat-view';
import { duePage, runningPage } from '@tests/fixtures/machines/zakat';
import { zakatMembersMachine } from './zakat-members.machine';
import { offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const RESULTS: MemberZakatList = {
  members: [
    { member: SELF_MEMBER, zakat: duePage.zakat },
    { member: SPOUSE_MEMBER, zakat: runningPage.zakat },
  ],
  total_due: duePage.zakat.amount_due,
};
const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const opened: string[] = [];

testMachineModel('zakatMembers', {
  machine: zakatMembersMachine,
  inputs: [{ scope: { household: 'h-shared', member: null } }],
  render: (actor) => <MemberZakatView actorRef={actor} onOpen={(m) => opened.push(m)} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard/zakat' }),
  // A 404 in the shared household is reported to the household scope (product §13); the page shows the same failure.
  actors: { loadMemberZakat: { done: [RESULTS], error: [offline, { status: 404, body: null }] } },
  events: {
    'memberZakat.retry': clicksButton(en.common.retry, 'clicks “Retry”'),
  },
  sees: {
    loading: '“Working out your zakat…” with a spinner.',
    loadingFailed: 'Why the zakat could not be worked out, and “Retry”.',
    loaded:
      'What the family owes in all (the sum of each member’s), then each member’s own result one below the other (due now, or what the running year would owe if it ended today); “Details” opens one.',
  },
  states: {
    loading: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(en.zakat.loading),
    loadingFailed: ({ screen }) =>
      expect(screen.getByTestId('error-box').textContent).toContain(en.zakat.loadError),
    loaded: async ({ screen }) => {
      const own = within(screen.getByTestId(`member-zakat-${SELF_MEMBER.uuid}`));
      expect(own.getByText(en.zakat.summary.due)).toBeTruthy();
      expect(own.getByTestId('member-zakat-amount').textContent).toContain(money(duePage.zakat.amount_due));
      const spouse = within(screen.getByTestId(`member-zakat-${SPOUSE_MEMBER.uuid}`));
      expect(spouse.getByText(en.zakat.summary.ifEndedToday)).toBeTruthy();
      expect(spouse.getByTestId('member-zakat-amount').textContent).toContain(
        money(runningPage.zakat.estimate!),
      );
      // Each member's own figure, and the family's total is the sum of what each owes (product §12).
      expect(screen.getAllByTestId('member-zakat-amount')).toHaveLength(2);
      expect(screen.getByTestId('member-zakat-total').textContent).toContain(money(duePage.zakat.amount_due));
      opened.length = 0;
      spouse.getByRole('button', { name: en.household.zakat.open }).click();
      expect(opened).toEqual([SPOUSE_MEMBER.uuid]);
    },
  },
});
