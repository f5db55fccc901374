/**
 * Scenario tests of the invitation link `/invitations/{token}` (product §13): the real machine, its calls fakes that
 * answer what each test queues, its page actions noted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, waitFor } from 'xstate';
import type { Household } from '@contract/household';
import type { InvitationPreview } from '@contract/household-sharing';
import { invitationAddressMessage, invitationTokenMessage } from '@contract/household-sharing';
import { invitationAcceptMachine } from './invitation-accept.machine';
import {
  selectFailed,
  selectInvitedBy,
  selectIsAccepting,
  selectIsPreviewing,
  selectIsSignedOut,
  selectJoined,
  selectRefusal,
} from './selectors';

const JOINED: Household = { uuid: 'h-laila', name: 'Laila', role: 'editor' };

let running: Actor<typeof invitationAcceptMachine> | null = null;
afterEach(() => running?.stop());

function openInvitation(
  signedIn: boolean,
  answers: { preview?: Answer<InvitationPreview>[]; accept?: Answer<Household>[] },
) {
  const { calls, fake } = scriptedCalls();
  const did: unknown[] = [];
  const actor = createActor(
    invitationAcceptMachine.provide({
      actors: {
        previewInvitation: fake<InvitationPreview, { token: string }>('preview', answers.preview),
        acceptInvitation: fake<Household, { token: string }>('accept', answers.accept),
      },
      actions: {
        rememberInvitation: (_, params) => void did.push({ remember: params.token }),
        forgetPendingInvitation: () => void did.push('forget'),
        openHousehold: (_, params) => void did.push({ open: params.household }),
        openPage: (_, params) => void did.push({ page: params.to }),
      },
    }),
    { input: { token: 'tok-1', signedIn } },
  ).start();
  running = actor;
  return { actor, calls, did, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

describe('invitation: opened signed out (product §13)', () => {
  it('shows whose household it joins, remembers the link, and offers sign-in or sign-up', async () => {
    const link = openInvitation(false, { preview: [{ owner: 'Laila' }] });
    expect(selectIsSignedOut(link.snap())).toBe(true);
    expect(selectIsPreviewing(link.snap())).toBe(true);
    expect(selectIsAccepting(link.snap())).toBe(false);
    await waitFor(link.actor, (s) => s.matches('invited'));
    expect(link.calls).toEqual([{ call: 'preview', input: { token: 'tok-1' } }]);
    expect(selectInvitedBy(link.snap())).toBe('Laila');
    expect(link.did).toEqual([{ remember: 'tok-1' }]);
    link.send({ type: 'invitation.signIn' });
    link.send({ type: 'invitation.signUp' });
    expect(link.did).toEqual([{ remember: 'tok-1' }, { page: '/login' }, { page: '/signup' }]);
  });

  it('a link not valid, used or expired (404) is refused, and signing in no longer leads here', async () => {
    const link = openInvitation(false, { preview: [{ status: 404, body: { detail: 'Not found.' } }] });
    await waitFor(link.actor, (s) => s.matches('refused'));
    expect(selectRefusal(link.snap())).toEqual({ key: 'household.invitation.invalid' });
    expect(selectInvitedBy(link.snap())).toBeNull();
    expect(link.did).toEqual(['forget']);
  });

  it('no answer offers a retry, which asks again', async () => {
    const link = openInvitation(false, { preview: [{ status: null, body: null }, { owner: 'Laila' }] });
    await waitFor(link.actor, (s) => selectFailed(s));
    expect(selectRefusal(link.snap())).toBeNull();
    link.send({ type: 'invitation.retry' });
    await waitFor(link.actor, (s) => s.matches('invited'));
    expect(link.calls).toHaveLength(2);
  });
});

describe('invitation: opened signed in (product §13)', () => {
  it('is accepted at once: the household joined and the role; opening it makes it the one looked at', async () => {
    const link = openInvitation(true, { accept: [JOINED] });
    expect(selectIsSignedOut(link.snap())).toBe(false);
    expect(selectIsAccepting(link.snap())).toBe(true);
    expect(selectJoined(link.snap())).toBeNull();
    await waitFor(link.actor, (s) => s.matches('accepted'));
    expect(link.calls).toEqual([{ call: 'accept', input: { token: 'tok-1' } }]);
    expect(selectJoined(link.snap())).toEqual(JOINED);
    expect(link.did).toEqual(['forget']);
    link.send({ type: 'invitation.open' });
    expect(link.did).toEqual(['forget', { open: JOINED.uuid }]);
  });

  it('a refused link says why in the page’s words, or the server’s', async () => {
    for (const [body, refusal] of [
      [{ token: [invitationTokenMessage] }, { key: 'household.invitation.invalid' }],
      [{ token: [invitationAddressMessage] }, { key: 'household.invitation.otherAddress' }],
      [{ token: ['Something new.'] }, { text: 'Something new.' }],
      [['Told as a list.'], { text: 'Told as a list.' }],
      [{}, { key: 'household.invitation.invalid' }],
    ] as const) {
      const link = openInvitation(true, { accept: [{ status: 400, body }] });
      await waitFor(link.actor, (s) => s.matches('refused'));
      expect(selectRefusal(link.snap())).toEqual(refusal);
      expect(link.did).toEqual(['forget']);
      link.actor.stop();
    }
  });

  it('a failure that is no refusal offers a retry, which accepts', async () => {
    const link = openInvitation(true, { accept: [{ status: 500, body: { token: ['x'] } }, JOINED] });
    await waitFor(link.actor, (s) => selectFailed(s));
    expect(selectRefusal(link.snap())).toBeNull();
    expect(link.did).toEqual([]);
    link.send({ type: 'invitation.retry' });
    await waitFor(link.actor, (s) => s.matches('accepted'));
    expect(selectJoined(link.snap())).toEqual(JOINED);
  });

  it('an error that is no failed call is no refusal either', async () => {
    const link = openInvitation(true, { accept: [new Error('abort') as never] });
    await waitFor(link.actor, (s) => selectFailed(s));
  });
});
