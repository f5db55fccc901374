/**
 * The access rules (product §4, §8, §13; machines/shared/refusals.ts) on the calls of the flows a page opens and of
 * the app's own actors: the transaction dialog and its holding question, the CSV import, the household scope, the
 * notifications, the held shares and the sharing card. In the person's own household a 403 signs out; in a household
 * shared with them a 403 or 404 is reported to the household scope, the session kept; a call made for the person
 * whatever household is looked at (the catalogue, the market, their households) counts only its 403, as a sign-out.
 * Each runs in an app of stand-ins that keep what they are told (tests/support/app-listeners.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createMachine } from 'xstate';
import type { NotificationList } from '@contract/alerts';
import type { HeldShare } from '@contract/auth';
import type { Household, Member } from '@contract/household';
import type { MarketData } from '@contract/market';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import { cleanPreview } from '@tests/fixtures/machines/import';
import { availableAssetsFixture } from '@tests/fixtures/machines/transaction-dialog';
import {
  appRunner,
  forbidden,
  lostShared,
  own,
  settled,
  shared,
  signedOut,
} from '@tests/support/app-listeners';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { heldSharesMachine } from '../held-shares/held-shares.machine';
import { householdScopeMachine } from '../household-scope/household-scope.machine';
import { householdSharingMachine } from '../household-sharing/household-sharing.machine';
import type { SharingData } from '../household-sharing/types';
import { importMachine } from '../import/import.machine';
import type { CsvImportPreview } from '../import/types';
import { notificationsMachine } from '../notifications/notifications.machine';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import type { HoldingRequest } from '../sell-holding/types';
import { transactionDialogMachine } from '../transaction-dialog/transaction-dialog.machine';
import type { AvailableAssetsResponse, SubmitResult } from '../transaction-dialog/types';
import type { ActingFor } from './acting-for';

const flow = appRunner();

/** The dialog open to add, for an editor in `scope` (the owner in their own), its calls answered in turn. */
function dialog(
  scope: ActingFor,
  answers: {
    assets?: Answer<AvailableAssetsResponse>[];
    submit?: Answer<SubmitResult>[];
    market?: Answer<MarketData>[];
  },
) {
  const { fake } = scriptedCalls();
  return flow(
    transactionDialogMachine.provide({
      actors: {
        loadAvailableAssets: fake('assets', answers.assets ?? [availableAssetsFixture]),
        submitTransaction: fake('submit', answers.submit ?? []),
        loadMarketPrices: fake('market', answers.market ?? []),
        sellHolding: createMachine({}) as never,
      },
    }),
    { transaction: null, today: '2026-11-22', role: scope.household ? 'editor' : 'owner', scope },
  );
}

/** A Gold Pound, 2 at 27,000, saved. */
function save(child: AnyActorRef) {
  child.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
  child.send({ type: 'form.subTypeChanged', assetId: 1 });
  child.send({ type: 'form.quantityChanged', quantity: '2' });
  child.send({ type: 'form.priceChanged', price: '27,000' });
  child.send({ type: 'dialog.submit' });
}

describe('the transaction dialog and its holding question', () => {
  it('a 403 on saving in the person’s own household signs out', async () => {
    const { session, scope, child } = dialog(own, { submit: [forbidden] });
    await settled(child, 'editing');
    save(child);
    await vi.waitFor(() => expect(session).toEqual(signedOut));
    expect(scope).toEqual([]);
  });

  it('an editor’s refused save in a shared household keeps the session and is reported to the scope', async () => {
    const { session, scope, child } = dialog(shared, { submit: [forbidden] });
    await settled(child, 'editing');
    save(child);
    await vi.waitFor(() => expect(scope).toEqual(lostShared));
    expect(child.getSnapshot().matches('editing')).toBe(true);
    expect(session).toEqual([]);
  });

  it('the catalogue is the person’s: its 403 signs out even in a shared household, its 404 tells no one', async () => {
    const refused = dialog(shared, { assets: [forbidden] });
    await settled(refused.child, 'loadingAssetsFailed');
    expect(refused.session).toEqual(signedOut);
    expect(refused.scope).toEqual([]);
    const missing = dialog(shared, { assets: [notFound] });
    await settled(missing.child, 'loadingAssetsFailed');
    expect(missing.session).toEqual([]);
    expect(missing.scope).toEqual([]);
  });

  it('a 404 on the holding asked for a sale in a shared household is reported to the scope', async () => {
    const { scope, session, child } = flow(
      sellHoldingMachine.provide({
        actors: { loadHolding: scriptedCalls().fake<number, HoldingRequest>('holding', [notFound]) },
      }),
      { scope: shared },
    );
    child.send({ type: 'holding.asked', question: { assetId: 1, date: '2026-11-20', exclude: null } });
    await settled(child, 'unknown');
    expect(scope).toEqual(lostShared);
    expect(session).toEqual([]);
  });
});

describe('the CSV import beside the portfolio', () => {
  const csv = (scope: ActingFor, previews: Answer<CsvImportPreview>[], exports: Answer<void>[] = []) => {
    const { fake } = scriptedCalls();
    return flow(
      importMachine.provide({
        actors: { previewImport: fake('preview', previews), downloadExport: fake('export', exports) },
      }),
      { role: scope.household ? 'editor' : 'owner', scope },
    );
  };
  const chooseFile = (child: AnyActorRef) => {
    child.send({ type: 'import.open' });
    child.send({ type: 'import.fileChosen', file: { name: 'ledger.csv', blob: new Blob(['date,type\n']) } });
  };

  it('a 403 on reading the file in the person’s own household signs out', async () => {
    const { session, child } = csv(own, [forbidden]);
    chooseFile(child);
    await vi.waitFor(() => expect(session).toEqual(signedOut));
  });

  it('a 404 on an export in a shared household is reported to the scope; the session is kept', async () => {
    const { session, scope, child } = csv(shared, [cleanPreview], [notFound]);
    child.send({ type: 'export.download', kind: 'transactions' });
    await settled(child, 'exportFailed');
    expect(scope).toEqual(lostShared);
    expect(session).toEqual([]);
  });
});

describe('the household scope', () => {
  const OWN: Household = { uuid: 'h-own', name: 'Our gold', role: 'owner' };
  const SHARED: Household = { uuid: 'h-shared', name: 'Mona’s gold', role: 'viewer' };
  const SELF: Member = { uuid: 'm-self', name: 'Ahmed', relation: 'self', colour: '#c8963e' };

  const scopeWith = (
    household: string | null,
    loads: Answer<{ households: Household[]; members: Member[] }>[],
    lists: Answer<Household[]>[],
  ) => {
    const { calls, fake } = scriptedCalls();
    const running = flow(
      householdScopeMachine.provide({
        actors: { loadScope: fake('scope', loads), loadHouseholds: fake('households', lists) },
      }),
      { household },
      { systemId: 'householdScope' },
    );
    return { ...running, calls };
  };

  it('a 403 on its households in the person’s own household signs out', async () => {
    const { session, child } = scopeWith(null, [forbidden], []);
    await settled(child, 'loadingFailed');
    expect(session).toEqual(signedOut);
  });

  it('a 404 on the shared household it looks at: it asks again and, the share gone, falls back to the own', async () => {
    const { session, child, calls } = scopeWith(
      SHARED.uuid,
      [{ households: [OWN, SHARED], members: [SELF] }, notFound, { households: [OWN], members: [SELF] }],
      [[OWN]],
    );
    await settled(child, 'loaded');
    child.send({ type: 'scope.membersChanged' });
    await vi.waitFor(() => expect(child.getSnapshot().context.lost).toBe(SHARED.name));
    await settled(child, 'loaded');
    expect(calls.map((c) => c.call)).toEqual(['scope', 'scope', 'households', 'scope']);
    expect(child.getSnapshot().context.household).toBeNull();
    expect(session).toEqual([]);
  });
});

describe('the person’s own: notifications, held shares, the sharing card', () => {
  it('a 403 on the notifications’ refresh signs out', async () => {
    const { session, child } = flow(
      notificationsMachine.provide({
        actors: { loadNotifications: scriptedCalls().fake<NotificationList, unknown>('inbox', [forbidden]) },
      }),
    );
    await settled(child, 'loadingFailed');
    expect(session).toEqual(signedOut);
  });

  it('a 403 on keeping a held share signs out', async () => {
    const sara: HeldShare = { uuid: 'h-sara', email: 'sara@example.com', role: 'viewer' };
    const { fake } = scriptedCalls();
    const { session, child } = flow(
      heldSharesMachine.provide({
        actors: {
          loadHeldShares: fake('load', [[sara]]),
          keepShare: fake<void, { uuid: string }>('keep', [forbidden]),
        },
      }),
    );
    await settled(child, { loaded: 'idle' });
    child.send({ type: 'held.keep', uuid: sara.uuid });
    await vi.waitFor(() => expect(session).toEqual(signedOut));
  });

  it('a 403 on revoking someone’s access signs the owner out; another failure is the card’s own', async () => {
    const data: SharingData = {
      access: [{ uuid: 'a-viewer', email: 'sara@example.com', role: 'viewer' }],
      invitations: [],
    };
    const { fake } = scriptedCalls();
    const { session, scope, child } = flow(
      householdSharingMachine.provide({
        actors: {
          loadSharing: fake('load', [data]),
          revokeAccess: fake<void, { uuid: string }>('revoke', [serverError, forbidden]),
        },
      }),
      { role: 'owner' },
    );
    await settled(child, { loaded: 'idle' });
    const revoke = () => {
      child.send({ type: 'sharing.revoke', uuid: 'a-viewer' });
      child.send({ type: 'sharing.confirmRevoke' });
    };
    revoke();
    await settled(child, { loaded: 'idle' });
    expect(session).toEqual([]);
    revoke();
    await vi.waitFor(() => expect(session).toEqual(signedOut));
    expect(scope).toEqual([]);
  });
});
