import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { HeldShare } from '@contract/auth';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { HeldSharesCard } from '@/components/held-shares/held-shares-card';
import { notFound, offline } from '@tests/fixtures/machines/failures';
import { heldSharesMachine } from './held-shares.machine';

vi.setConfig({ testTimeout: 60_000 });

const VIEWER: HeldShare = {
  uuid: '22222222-2222-4222-8222-222222222222',
  email: 'sara@example.com',
  role: 'viewer',
};
const h = en.heldShares;
const row = (screen: { getByTestId: (id: string) => HTMLElement }) =>
  within(screen.getByTestId('held-share-row'));

testMachineModel('heldShares', {
  machine: heldSharesMachine,
  render: (actor) => <HeldSharesCard actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard/family' }),
  // Run alone, with no parent: the report of a kept share goes nowhere (the household's test walks it).
  provide: { actions: { notifyKept: () => {} } },
  actors: {
    loadHeldShares: { done: [[VIEWER], []], error: [offline] },
    keepShare: { done: [undefined], error: [offline, notFound] },
    endShare: { done: [undefined], error: [offline] },
  },
  serialize: (snap) => ({
    shares: snap.context.shares.length,
    failure: JSON.stringify(snap.context.failure),
  }),
  events: {
    'held.retry': clicksButton(en.household.retry, 'clicks “Try again”'),
    'held.keep': {
      cases: [{ uuid: VIEWER.uuid }],
      ...clicksButton(h.keep, 'clicks “Keep access” beside the viewer'),
    },
    'held.end': {
      cases: [{ uuid: VIEWER.uuid }],
      ...clicksButton(h.end, 'clicks “End access” beside the viewer'),
    },
    'held.confirmEnd': clicksButton(h.endButton, 'confirms with the red “End access”'),
    'held.cancelEnd': clicksButton(en.common.cancel, 'clicks “Cancel”'),
  },
  sees: {
    loading: 'Nothing yet (no card comes and goes for an owner with nothing held).',
    loadingFailed:
      '“Could not load the people whose access your password reset put on hold.” and “Try again”.',
    'loaded.idle':
      'With a held share: “Who keeps access?”, why it is asked, each person’s address and role with “Keep access” and “End access”, and a failure above the list. With nothing held and nothing to say: no card at all.',
    'loaded.confirmingEnd': '“End sara@example.com’s access? …” with “Cancel” and a red “End access”.',
    'loaded.keeping': '“Keep access” busy, “End access” disabled.',
    'loaded.ending': 'The red “End access” busy, “Cancel” disabled.',
  },
  states: {
    loading: ({ screen }) => expect(screen.queryByRole('heading', { name: h.title })).toBeNull(),
    loadingFailed: ({ screen }) =>
      expect(screen.getByTestId('held-shares-error').textContent).toContain(h.loadError),
    'loaded.idle': ({ screen, snapshot }) => {
      const { shares, failure } = snapshot.context;
      if (shares.length === 0 && !failure) {
        expect(screen.queryByRole('heading', { name: h.title })).toBeNull();
        return;
      }
      expect(screen.getByRole('heading', { name: h.title })).toBeTruthy();
      expect(screen.getByText(h.intro)).toBeTruthy();
      if (shares.length > 0) {
        expect(row(screen).getByText(VIEWER.email)).toBeTruthy();
        expect(row(screen).getByText(en.household.sharing.role.viewer)).toBeTruthy();
        expect(row(screen).getByRole('button', { name: h.keep }).hasAttribute('disabled')).toBe(false);
        expect(row(screen).getByRole('button', { name: h.end }).hasAttribute('disabled')).toBe(false);
      } else expect(screen.queryByTestId('held-share-row')).toBeNull();
      if (failure && 'key' in failure && failure.key === 'heldShares.errors.gone')
        expect(screen.getByText(h.errors.gone)).toBeTruthy();
      else if (failure) expect(screen.getByText(en.account.errors.offline)).toBeTruthy();
    },
    'loaded.confirmingEnd': ({ screen }) => {
      expect(
        row(screen).getByText(h.endConfirm.replace('{{email}}', `\u2068${VIEWER.email}\u2069`)),
      ).toBeTruthy();
      expect(row(screen).queryByRole('button', { name: h.keep })).toBeNull();
    },
    'loaded.keeping': ({ screen }) => {
      // A busy button is named by its spinner: the first of the row's two is “Keep access”.
      const [keep, end] = row(screen).getAllByRole('button');
      expect(keep!.getAttribute('data-loading')).not.toBeNull();
      expect(end!.textContent).toBe(h.end);
      expect(end!.hasAttribute('disabled')).toBe(true);
    },
    'loaded.ending': ({ screen }) => {
      const [cancel, confirm] = row(screen).getAllByRole('button');
      expect(confirm!.getAttribute('data-loading')).not.toBeNull();
      expect(cancel!.textContent).toBe(en.common.cancel);
      expect(cancel!.hasAttribute('disabled')).toBe(true);
    },
  },
});
