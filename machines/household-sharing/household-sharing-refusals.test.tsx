import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Invitation } from '@contract/household-sharing';
import { tooManyInvitationsMessage } from '@contract/household-sharing-values';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { createTestProviders } from '@tests/support/test-providers';
import { SharingCard } from '@/pages/family/sharing-card';
import { householdSharingMachine } from './household-sharing.machine';
import type { InvitationDraft, SharingData } from './types';

vi.setConfig({ testTimeout: 20_000 });

/** The sharing card with a server that refuses every invitation with `body` (a 400). */
function refusingWith(body: unknown, language: 'ar' | 'en') {
  const actor = createActor(
    householdSharingMachine.provide({
      actors: {
        loadSharing: fromPromise<SharingData>(async () => ({
          access: [
            { uuid: '11111111-1111-4111-8111-111111111111', email: 'ahmed@example.com', role: 'owner' },
          ],
          invitations: [],
        })),
        invite: fromPromise<Invitation, InvitationDraft>(() => Promise.reject({ status: 400, body })),
      },
    }),
    { input: { role: 'owner' } },
  ).start();
  render(<SharingCard actorRef={actor} />, {
    wrapper: createTestProviders({ language, route: '/dashboard/family' }),
  });
  return actor;
}

describe('the invitation form, refused', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    '%s: a household with all the pending invitations it can hold is told so in the person’s language',
    async (language, words) => {
      refusingWith({ detail: tooManyInvitationsMessage }, language);
      const user = userEvent.setup();
      const s = words.household.sharing;
      await user.type(await screen.findByRole('textbox', { name: s.email }), 'mona@example.com');
      await user.click(screen.getByRole('button', { name: s.invite }));
      expect((await screen.findByTestId('error-box')).textContent).toBe(s.errors.tooMany);
      expect(screen.queryByText(tooManyInvitationsMessage)).toBeNull();
    },
  );
});
