import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Access, Invitation } from '@contract/household-sharing';
import type { HouseholdRole } from '@contract/household-values';
import { householdSharingMachine } from './household-sharing.machine';
import { selectMayShare } from './selectors';
import type { InvitationDraft, SharingData } from './types';

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

// What the sharing machine answers each role, whatever a page offers them (product §13: only the owner shares).
function sharing(role: HouseholdRole) {
  const calls: string[] = [];
  const actor = createActor(
    householdSharingMachine.provide({
      actors: {
        loadSharing: fromPromise<SharingData>(async () => ({
          access: [OWNER, VIEWER],
          invitations: [INVITED],
        })),
        invite: fromPromise<Invitation, InvitationDraft>(async ({ input }) => {
          calls.push(`invite ${input.email}`);
          return { ...INVITED, email: input.email };
        }),
        revokeAccess: fromPromise<void, { uuid: string }>(async ({ input }) => {
          calls.push(`revoke ${input.uuid}`);
        }),
        cancelInvitation: fromPromise<void, { uuid: string }>(async ({ input }) => {
          calls.push(`cancel ${input.uuid}`);
        }),
      },
    }),
    { input: { role } },
  ).start();
  return { actor, calls };
}

describe('the sharing machine and the person’s role', () => {
  it.each(['viewer', 'editor'] as const)(
    'a %s’s sharing machine refuses to invite, revoke or cancel an invitation: nothing changes, no request',
    async (role) => {
      const { actor, calls } = sharing(role);
      await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
      const before = actor.getSnapshot().context;
      expect(actor.getSnapshot().can({ type: 'sharing.invite' })).toBe(false);
      actor.send({ type: 'sharing.emailChanged', value: 'mona@example.com' });
      actor.send({ type: 'sharing.roleChanged', value: 'editor' });
      actor.send({ type: 'sharing.invite' });
      actor.send({ type: 'sharing.revoke', uuid: VIEWER.uuid });
      actor.send({ type: 'sharing.confirmRevoke' });
      actor.send({ type: 'sharing.cancelInvitation', uuid: INVITED.uuid });
      expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context).toBe(before);
      expect(selectMayShare(actor.getSnapshot())).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls).toEqual([]);
    },
  );

  it('the owner’s sharing machine invites, and revokes once asked', async () => {
    const { actor, calls } = sharing('owner');
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(selectMayShare(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sharing.emailChanged', value: 'mona@example.com' });
    actor.send({ type: 'sharing.invite' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'sharing.revoke', uuid: VIEWER.uuid });
    expect(selectMayShare(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sharing.confirmRevoke' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(calls).toEqual(['invite mona@example.com', `revoke ${VIEWER.uuid}`]);
  });
});
