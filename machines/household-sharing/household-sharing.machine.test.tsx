import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Access, Invitation } from '@contract/household-sharing';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton, clicksButtonUnlessViewer, unlessViewer } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { SharingCard } from '@/pages/family/sharing-card';
import { choosesOption } from '@tests/support/form-steps';
import { householdSharingMachine } from './household-sharing.machine';
import { notFound, offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const OWNER: Access = {
  uuid: '11111111-1111-4111-8111-111111111111',
  email: 'ahmed@example.com',
  role: 'owner',
};
const VIEWER: Access = {
  uuid: '22222222-2222-4222-8222-222222222222',
  email: 'sara@example.com',
  role: 'viewer',
};
const INVITED: Invitation = {
  uuid: '33333333-3333-4333-8333-333333333333',
  email: 'omar@example.com',
  role: 'editor',
  expires_at: '2026-12-03T10:00:00Z',
};
const NEW: Invitation = {
  ...INVITED,
  uuid: '44444444-4444-4444-8444-444444444444',
  email: 'mona@example.com',
};
const s = en.household.sharing;
/** Every button of the two lists is disabled while one of them works. */
const expectListBusy = () => {
  const buttons = document.querySelectorAll(
    '[data-testid=access-row] button, [data-testid=invitation-row] button',
  );
  expect(buttons.length).toBeGreaterThan(0);
  for (const b of buttons) expect(b.hasAttribute('disabled')).toBe(true);
};

testMachineModel('householdSharing', {
  machine: householdSharingMachine,
  // The owner, and a viewer: the viewer's machine refuses to fill in, send, revoke or cancel (the family page runs
  // this card for the owner only; the machine does not depend on that).
  inputs: [{ role: 'owner' as const }, { role: 'viewer' as const }],
  render: (actor) => <SharingCard actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard/family' }),
  actors: {
    loadSharing: {
      done: [{ access: [OWNER, VIEWER], invitations: [INVITED] }],
      error: [offline],
    },
    invite: {
      done: [NEW],
      error: [
        { status: 400, body: { email: ['Enter a valid email address.'] } },
        { status: 400, body: { email: ['You already own this household.'] } },
      ],
    },
    revokeAccess: { done: [undefined], error: [notFound] },
    cancelInvitation: { done: [undefined], error: [offline] },
  },
  serialize: (snap) => ({
    email: snap.context.draft.email.trim() !== '',
    fieldErrors: JSON.stringify(snap.context.fieldErrors),
    failure: JSON.stringify(snap.context.failure),
  }),
  events: {
    'sharing.retry': clicksButton(en.household.retry, 'clicks “Try again”'),
    'sharing.emailChanged': unlessViewer({
      cases: [{ value: 'mona@example.com' }],
      description: 'types an e-mail address',
      exec: ({ user, screen }) =>
        user.type(screen.getByRole('textbox', { name: s.email }), 'mona@example.com'),
    }),
    'sharing.roleChanged': unlessViewer({
      cases: [{ value: 'editor' }],
      ...choosesOption(s.roleLabel, 'editor', 'chooses “Editor”'),
    }),
    'sharing.invite': clicksButtonUnlessViewer(s.invite, 'clicks “Invite”'),
    'sharing.revoke': {
      cases: [{ uuid: VIEWER.uuid }],
      ...clicksButtonUnlessViewer(s.revoke, 'clicks “Revoke” beside the viewer'),
    },
    'sharing.confirmRevoke': {
      description: 'clicks the red “Revoke” under the question',
      exec: ({ user, screen }) =>
        user.click(within(screen.getByTestId('revoke-confirm')).getByRole('button', { name: s.revoke })),
    },
    'sharing.keepAccess': {
      description: 'clicks “Cancel” under the question',
      exec: ({ user, screen }) =>
        user.click(
          within(screen.getByTestId('revoke-confirm')).getByRole('button', { name: en.common.cancel }),
        ),
    },
    'sharing.cancelInvitation': unlessViewer({
      cases: [{ uuid: INVITED.uuid }],
      description: 'clicks “Cancel invitation”',
      exec: ({ user, screen }) => user.click(screen.getAllByRole('button', { name: s.cancel })[0]!),
    }),
    // The family page's machine, once a held share is kept (the held shares card is not this view).
    'sharing.reload': 'send',
  },
  sees: {
    loading: 'A spinner in the sharing card.',
    loadingFailed: '“Could not load who has access.” and “Try again”.',
    'loaded.idle':
      'The invitation form (e-mail, role), the people with access with their roles (Revoke but on the owner), the pending invitations (Cancel); a refusal on the e-mail or above the list. ' +
      'A viewer: the people and the invitations, no form, no Revoke and no Cancel.',
    'loaded.inviting': '“Invite” busy.',
    'loaded.confirmingRevoke':
      '“Revoke sara@example.com’s access? …” beside her row, with “Cancel” and a red “Revoke”; nothing revoked yet.',
    'loaded.revoking': 'The list’s buttons disabled while access is revoked.',
    'loaded.cancelling': 'The list’s buttons disabled while the invitation is cancelled.',
  },
  states: {
    loading: ({ screen }) => expect(screen.getByLabelText(en.household.loading)).toBeTruthy(),
    loadingFailed: ({ screen }) =>
      expect(screen.getByTestId('sharing-error').textContent).toContain(s.loadError),
    'loaded.idle': ({ screen, snapshot }) => {
      const { fieldErrors, failure, role } = snapshot.context;
      const owner = within(screen.getAllByTestId('access-row')[0]!);
      expect(owner.getByText(OWNER.email)).toBeTruthy();
      expect(owner.getByText(s.role.owner)).toBeTruthy();
      expect(owner.queryByRole('button')).toBeNull();
      // Anyone but the owner reads who has access and is offered nothing to change.
      expect(screen.queryByRole('form') === null).toBe(role !== 'owner');
      for (const row of screen.queryAllByTestId('invitation-row'))
        expect(row.querySelector('button') === null).toBe(role !== 'owner');
      const emailError = screen.queryByTestId('email-error');
      if (fieldErrors.email) expect(emailError).not.toBeNull();
      else expect(emailError).toBeNull();
      if (
        fieldErrors.email &&
        'key' in fieldErrors.email &&
        fieldErrors.email.key === 'household.sharing.errors.self'
      )
        expect(emailError!.textContent).toBe(s.errors.self);
      if (failure) expect(screen.getByTestId('error-box')).toBeTruthy();
      else expect(screen.queryByTestId('error-box')).toBeNull();
    },
    'loaded.inviting': ({ screen }) =>
      expect(
        within(screen.getByRole('form')).getAllByRole('button').at(-1)!.getAttribute('data-loading'),
      ).not.toBeNull(),
    'loaded.confirmingRevoke': ({ screen }) => {
      const row = within(screen.getAllByTestId('access-row')[1]!);
      expect(row.getByTestId('revoke-confirm').textContent).toContain(
        s.revokeConfirm.replace('{{email}}', VIEWER.email),
      );
      expect(row.getByRole('button', { name: s.revoke }).hasAttribute('disabled')).toBe(false);
    },
    'loaded.revoking': () => expectListBusy(),
    'loaded.cancelling': () => expectListBusy(),
  },
});
