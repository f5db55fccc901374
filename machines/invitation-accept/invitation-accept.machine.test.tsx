import { expect, vi } from 'vitest';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { InvitationSignedOutView } from '@/pages/invitation/invitation-signed-out-view';
import { InvitationView } from '@/pages/invitation/invitation-view';
import { invitationAcceptMachine } from './invitation-accept.machine';
import { offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const s = en.household.invitation;
const HOUSEHOLD = { uuid: '55555555-5555-4555-8555-555555555555', name: 'Sara', role: 'viewer' as const };
const opened: string[] = [];
const pages: string[] = [];
let pending: string | null = null;

testMachineModel('invitationAccept', {
  machine: invitationAcceptMachine,
  // Signed in (the link accepted at once), and signed out (whose household it joins; sign in or up first).
  inputs: [
    { token: 'a-token', signedIn: true },
    { token: 'a-token', signedIn: false },
  ],
  render: (actor) => {
    const { signedIn } = actor.getSnapshot().context;
    // Signed in after following it signed out: the link was remembered (cleared once answered, kept while not).
    pending = signedIn ? 'a-token' : null;
    return signedIn ? <InvitationView actorRef={actor} /> : <InvitationSignedOutView actorRef={actor} />;
  },
  wrapper: createTestProviders({ language: 'en', route: '/invitations/a-token' }),
  provide: {
    actions: {
      openHousehold: (_, { household }) => void opened.push(household),
      openPage: (_, { to }) => void pages.push(to),
      rememberInvitation: (_, { token }) => void (pending = token),
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
    previewInvitation: {
      done: [{ owner: 'Ahmed' }],
      error: [{ status: 404, body: { detail: 'Not found.' } }, offline],
    },
  },
  serialize: (snap) => ({ signedIn: snap.context.signedIn }),
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
    'invitation.signIn': {
      description: 'clicks “Sign in”',
      exec: async ({ user, screen }) => {
        pages.length = 0;
        await user.click(screen.getByRole('link', { name: s.signIn }));
        expect(pages).toEqual(['/login']);
      },
    },
    'invitation.signUp': {
      description: 'clicks “Create an account”',
      exec: async ({ user, screen }) => {
        pages.length = 0;
        await user.click(screen.getByRole('link', { name: s.signUp }));
        expect(pages).toEqual(['/signup']);
      },
    },
  },
  sees: {
    previewing: 'Signed out: “Reading the invitation…”.',
    previewFailed: 'Signed out: the server could not be reached, and “Try again”.',
    invited:
      '“Sign in or create an account to join Ahmed’s household.”, with “Sign in” and “Create an account”; the link is remembered.',
    accepting: '“Accepting the invitation…” with a spinner.',
    acceptingFailed: 'The server could not be reached, and “Try again”.',
    refused:
      'Why the link is refused (signed in: sent to another address; signed out: not valid, used or expired), in the page’s language.',
    accepted: '“You now have access to Sara’s family as Viewer.” and “Open their family”.',
  },
  states: {
    previewing: ({ screen }) => {
      expect(screen.getByRole('status').textContent?.trim()).toBe(s.checking);
      expect(pending).toBeNull();
    },
    previewFailed: ({ screen }) => {
      expect(screen.getByTestId('invitation-failed').textContent).toContain(s.previewFailed);
      expect(screen.queryByRole('link', { name: s.signIn })).toBeNull();
    },
    invited: ({ screen }) => {
      expect(screen.getByTestId('invitation-invited-by').textContent).toBe(
        "Sign in or create an account to join Ahmed's household.",
      );
      expect(screen.getByRole('link', { name: s.signIn }).getAttribute('href')).toBe('/login');
      expect(screen.getByRole('link', { name: s.signUp }).getAttribute('href')).toBe('/signup');
      expect(pending).toBe('a-token');
    },
    accepting: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe(s.accepting);
      expect(pending).toBe('a-token');
    },
    acceptingFailed: ({ screen }) => {
      expect(screen.getByTestId('invitation-failed').textContent).toContain(s.failed);
      expect(pending).toBe('a-token');
    },
    refused: ({ screen, snapshot }) => {
      expect(screen.getByTestId('error-box').textContent).toBe(
        snapshot.context.signedIn ? s.otherAddress : s.invalid,
      );
      expect(screen.queryByRole('link', { name: s.signIn })).toBeNull();
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
