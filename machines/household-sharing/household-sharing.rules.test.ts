/**
 * Scenario tests of the owner's sharing card (product §13, ADR 017): the real machine, its calls fakes that answer
 * what each test queues. What other roles are refused: household-sharing-roles.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, waitFor, type NonReducibleUnknown } from 'xstate';
import type { Access, Invitation } from '@contract/household-sharing';
import { tooManyInvitationsMessage } from '@contract/household-sharing-values';
import { householdSharingMachine } from './household-sharing.machine';
import {
  selectAccess,
  selectConfirmingRevoke,
  selectDraft,
  selectEmailError,
  selectFailure,
  selectInvitations,
  selectIsBusy,
  selectIsInviting,
  selectIsLoading,
  selectIsReady,
  selectLoadingFailed,
  selectMayShare,
  selectPending,
} from './selectors';
import type { InvitationDraft, SharingData } from './types';

const OWNER: Access = { uuid: 'a-owner', email: 'ahmed@example.com', role: 'owner' };
const VIEWER: Access = { uuid: 'a-viewer', email: 'sara@example.com', role: 'viewer' };
const INVITED: Invitation = {
  uuid: 'i-omar',
  email: 'Omar@Example.com',
  role: 'editor',
  expires_at: '2026-12-03T10:00:00Z',
};
const OTHER: Invitation = {
  uuid: 'i-laila',
  email: 'laila@example.com',
  role: 'viewer',
  expires_at: '2026-12-04T10:00:00Z',
};
const SHARED: SharingData = { access: [OWNER, VIEWER], invitations: [INVITED, OTHER] };

let running: Actor<typeof householdSharingMachine> | null = null;
afterEach(() => running?.stop());

function sharingCard(
  answers: {
    load?: Answer<SharingData>[];
    invite?: Answer<Invitation>[];
    revoke?: Answer<void>[];
    cancel?: Answer<void>[];
  } = {},
) {
  const { calls, fake } = scriptedCalls();
  const actor = createActor(
    householdSharingMachine.provide({
      actors: {
        loadSharing: fake<SharingData, NonReducibleUnknown>('load', answers.load ?? [SHARED]),
        invite: fake<Invitation, InvitationDraft>('invite', answers.invite),
        revokeAccess: fake<void, { uuid: string }>('revoke', answers.revoke),
        cancelInvitation: fake<void, { uuid: string }>('cancel', answers.cancel),
      },
    }),
    { input: { role: 'owner' } },
  ).start();
  running = actor;
  const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return { actor, calls, idle, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

describe('household sharing: the card reads who has access and who is invited', () => {
  it('shows the people with access and the pending invitations once read', async () => {
    const card = sharingCard();
    expect(selectIsLoading(card.snap())).toBe(true);
    expect(selectIsReady(card.snap())).toBe(false);
    await card.idle();
    expect(selectIsReady(card.snap())).toBe(true);
    expect(selectAccess(card.snap())).toEqual([OWNER, VIEWER]);
    expect(selectInvitations(card.snap())).toEqual([INVITED, OTHER]);
    expect(selectMayShare(card.snap())).toBe(true);
    expect(selectIsBusy(card.snap())).toBe(false);
  });

  it('a failed read offers a retry that reads again', async () => {
    const card = sharingCard({ load: [{ status: null, body: null }, SHARED] });
    await waitFor(card.actor, (s) => selectLoadingFailed(s));
    expect(selectMayShare(card.snap())).toBe(false);
    card.send({ type: 'sharing.retry' });
    await card.idle();
    expect(selectAccess(card.snap())).toEqual([OWNER, VIEWER]);
  });

  it('a held share kept reads the lists afresh, from an empty card (product §16)', async () => {
    const again: SharingData = { access: [OWNER, VIEWER, { ...VIEWER, uuid: 'a-back' }], invitations: [] };
    const card = sharingCard({ load: [SHARED, again] });
    await card.idle();
    card.send({ type: 'sharing.emailChanged', value: 'x@example.com' });
    card.send({ type: 'sharing.reload' });
    expect(selectIsLoading(card.snap())).toBe(true);
    expect(selectAccess(card.snap())).toEqual([]);
    expect(selectInvitations(card.snap())).toEqual([]);
    expect(selectDraft(card.snap())).toEqual({ email: '', role: 'viewer' });
    expect(card.snap().context.role).toBe('owner');
    await card.idle();
    expect(selectAccess(card.snap())).toEqual(again.access);
    expect(card.calls.map((c) => c.call)).toEqual(['load', 'load']);
  });
});

describe('household sharing: inviting by e-mail as viewer or editor (product §13)', () => {
  it('sends the address without the spaces around it, with the role chosen, and lists the invitation', async () => {
    const sent: Invitation = { uuid: 'i-new', email: 'nour@example.com', role: 'editor', expires_at: 'x' };
    const card = sharingCard({ invite: [sent] });
    await card.idle();
    card.send({ type: 'sharing.emailChanged', value: '  nour@example.com ' });
    card.send({ type: 'sharing.roleChanged', value: 'editor' });
    expect(selectDraft(card.snap())).toEqual({ email: '  nour@example.com ', role: 'editor' });
    card.send({ type: 'sharing.invite' });
    expect(selectIsInviting(card.snap())).toBe(true);
    expect(selectIsBusy(card.snap())).toBe(true);
    expect(selectMayShare(card.snap())).toBe(true);
    await card.idle();
    expect(card.calls[1]).toEqual({ call: 'invite', input: { email: 'nour@example.com', role: 'editor' } });
    expect(selectInvitations(card.snap())).toEqual([INVITED, OTHER, sent]);
    // The address is cleared for the next invitation; the role stays as chosen.
    expect(selectDraft(card.snap())).toEqual({ email: '', role: 'editor' });
  });

  it('a new invitation to an address already invited replaces the pending one, whatever its case', async () => {
    const again: Invitation = { ...INVITED, uuid: 'i-omar-2', email: 'omar@example.com' };
    const card = sharingCard({ invite: [again] });
    await card.idle();
    card.send({ type: 'sharing.emailChanged', value: 'omar@example.com' });
    card.send({ type: 'sharing.invite' });
    await card.idle();
    expect(selectInvitations(card.snap())).toEqual([OTHER, again]);
  });

  it('an empty address (or only spaces) is required, and nothing is sent', async () => {
    const card = sharingCard();
    await card.idle();
    card.send({ type: 'sharing.emailChanged', value: '   ' });
    card.send({ type: 'sharing.invite' });
    expect(selectEmailError(card.snap())).toEqual({ key: 'validation.required' });
    expect(selectIsInviting(card.snap())).toBe(false);
    expect(card.calls.map((c) => c.call)).toEqual(['load']);
    card.send({ type: 'sharing.emailChanged', value: 'n' });
    expect(selectEmailError(card.snap())).toBeNull();
  });

  it('the server’s refusal shows on the address in the page’s words, or above the card', async () => {
    const card = sharingCard({
      invite: [
        { status: 400, body: { email: ['Enter a valid email address.'] } },
        { status: 400, body: { email: ['You already own this household.'] } },
        { status: 400, body: { detail: tooManyInvitationsMessage } },
      ],
    });
    await card.idle();
    card.send({ type: 'sharing.emailChanged', value: 'nour@' });
    card.send({ type: 'sharing.invite' });
    await card.idle();
    expect(selectEmailError(card.snap())).toEqual({ key: 'validation.invalidEmail' });
    expect(selectFailure(card.snap())).toBeNull();
    card.send({ type: 'sharing.invite' });
    await card.idle();
    expect(selectEmailError(card.snap())).toEqual({ key: 'household.sharing.errors.self' });
    card.send({ type: 'sharing.invite' });
    await card.idle();
    expect(selectEmailError(card.snap())).toBeNull();
    expect(selectFailure(card.snap())).toEqual({ key: 'household.sharing.errors.tooMany' });
    expect(selectInvitations(card.snap())).toEqual([INVITED, OTHER]);
  });
});

describe('household sharing: revoking and cancelling (product §13)', () => {
  it('revoking is asked first, beside that person; keeping the access revokes nothing', async () => {
    const card = sharingCard();
    await card.idle();
    card.send({ type: 'sharing.revoke', uuid: VIEWER.uuid });
    expect(selectConfirmingRevoke(card.snap())).toBe(VIEWER.uuid);
    expect(selectIsBusy(card.snap())).toBe(true);
    card.send({ type: 'sharing.keepAccess' });
    expect(selectConfirmingRevoke(card.snap())).toBeNull();
    expect(selectPending(card.snap())).toBeNull();
    expect(card.calls.map((c) => c.call)).toEqual(['load']);
  });

  it('a revoke confirmed takes that person’s access away', async () => {
    const card = sharingCard({ revoke: [undefined] });
    await card.idle();
    card.send({ type: 'sharing.revoke', uuid: VIEWER.uuid });
    card.send({ type: 'sharing.confirmRevoke' });
    expect(selectConfirmingRevoke(card.snap())).toBeNull();
    await card.idle();
    expect(card.calls[1]).toEqual({ call: 'revoke', input: { uuid: VIEWER.uuid } });
    expect(selectAccess(card.snap())).toEqual([OWNER]);
    expect(selectPending(card.snap())).toBeNull();
  });

  it('a refused revoke says why and the access stays', async () => {
    const card = sharingCard({
      revoke: [{ status: 400, body: { detail: 'The owner’s access cannot be revoked.' } }],
    });
    await card.idle();
    card.send({ type: 'sharing.revoke', uuid: OWNER.uuid });
    card.send({ type: 'sharing.confirmRevoke' });
    await card.idle();
    expect(selectFailure(card.snap())).toEqual({ text: 'The owner’s access cannot be revoked.' });
    expect(selectAccess(card.snap())).toEqual([OWNER, VIEWER]);
    expect(selectPending(card.snap())).toBeNull();
    card.send({ type: 'sharing.cancelInvitation', uuid: OTHER.uuid });
    expect(selectFailure(card.snap())).toBeNull();
  });

  it('cancelling an invitation drops it from the pending ones', async () => {
    const card = sharingCard({ cancel: [undefined] });
    await card.idle();
    card.send({ type: 'sharing.cancelInvitation', uuid: INVITED.uuid });
    expect(selectPending(card.snap())).toBe(INVITED.uuid);
    await card.idle();
    expect(card.calls[1]).toEqual({ call: 'cancel', input: { uuid: INVITED.uuid } });
    expect(selectInvitations(card.snap())).toEqual([OTHER]);
    expect(selectAccess(card.snap())).toEqual([OWNER, VIEWER]);
  });

  it('an invitation already gone says so', async () => {
    const card = sharingCard({ cancel: [{ status: 404, body: { detail: 'Not found.' } }] });
    await card.idle();
    card.send({ type: 'sharing.cancelInvitation', uuid: INVITED.uuid });
    await card.idle();
    expect(selectFailure(card.snap())).toEqual({ key: 'household.errors.gone' });
  });
});
