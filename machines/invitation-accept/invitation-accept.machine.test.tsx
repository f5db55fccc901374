import { expect, vi } from 'vitest';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { InvitationView } from '@/pages/invitation/invitation-view';
import { invitationAcceptMachine } from './invitation-accept.machine';
import { offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const s = en.household.invitation;
const HOUSEHOLD = { uuid: '55555555-5555-4555-8555-555555555555', name: 'Sara', role: 'viewer' as const };
const opened: string[] = [];
let pending: string | null = null;

testMachineModel('invitationAccept', {
  machine: invitationAcceptMachine,
  input: { token: 'a-token' },
  render: (actor) => {
    // Followed while signed out: the login page remembered it (cleared once answered, kept while unanswered).
    pending = 'a-token';
    return <InvitationView actorRef={actor} />;
  },
  wrapper: createTestProviders({ language: 'en', route: '/invitations/a-token' }),
  provide: {
    actions: {
      openHousehold: (_, { household }) => void opened.push(household),
      forgetPendingInvitation: () => void (pending = null),
    },
  },
  actors: {
    acceptInvitation: {
      done: [HOUSEHOLD],
      error: [
        { status: 400, body: { token: ['This invitation was sent to another e-mail address.'] } },
        offline,
      ],
    },
  },
  events: {
    'invitation.retry': clicksButton(en.household.retry, 'clicks “Try again”'),
    'invitation.open': {
      description: 'clicks “Open their family”',
      exec: async ({ user, screen }) => {
        opened.length = 0;
        await user.click(screen.getByRole('button', { name: s.open }));
        expect(opened).toEqual([HOUSEHOLD.uuid]);
      },
    },
  },
  sees: {
    accepting: '“Accepting the invitation…” with a spinner.',
    acceptingFailed: 'The server could not be reached, and “Try again”.',
    refused: 'Why the link is refused (sent to another address), in the page’s language.',
    accepted: '“You now have access to Sara’s family as Viewer.” and “Open their family”.',
  },
  states: {
    accepting: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe(s.accepting);
      expect(pending).toBe('a-token');
    },
    acceptingFailed: ({ screen }) => {
      expect(screen.getByTestId('invitation-failed').textContent).toContain(s.failed);
      expect(pending).toBe('a-token');
    },
    refused: ({ screen }) => {
      expect(screen.getByTestId('error-box').textContent).toBe(s.otherAddress);
      expect(pending).toBeNull();
    },
    accepted: ({ screen }) => {
      expect(screen.getByTestId('invitation-joined').textContent).toBe(
        "You now have access to Sara's family as Viewer.",
      );
      expect(pending).toBeNull();
    },
  },
});
