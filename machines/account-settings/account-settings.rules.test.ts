/**
 * Scenario tests of the Settings page's account section (product §11): the account as the server describes it,
 * everything stored as one file, and sign-out everywhere, which ends this device's session too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { MeResponse } from '@contract/auth';
import { accountSettingsMachine } from './account-settings.machine';
import {
  selectAccount,
  selectActionFailure,
  selectIsBusy,
  selectIsExporting,
  selectIsLoading,
  selectIsSigningOut,
  selectLoadFailure,
} from './selectors';

type Call<T> = () => Promise<T>;
const ME = { email: 'a@example.com', has_password: true } as unknown as MeResponse;
const FILE = new Blob(['{}']);
let running: Actor<typeof accountSettingsMachine> | null = null;
afterEach(() => running?.stop());

function open(loads: Call<MeResponse>[], exports: Call<Blob>[] = [], logouts: Call<void>[] = []) {
  const effects = { saveExport: vi.fn(), endSession: vi.fn(), loads: vi.fn(), logouts: vi.fn() };
  const never = <T>() => new Promise<T>(() => {});
  const actor = createActor(
    accountSettingsMachine.provide({
      actors: {
        loadAccount: fromPromise(() => {
          effects.loads();
          return loads.shift()?.() ?? never<MeResponse>();
        }),
        downloadExport: fromPromise(() => exports.shift()?.() ?? never<Blob>()),
        logoutEverywhere: fromPromise(() => {
          effects.logouts();
          return logouts.shift()?.() ?? never<void>();
        }),
      },
      actions: { saveExport: (_, p) => effects.saveExport(p.file), endSession: () => effects.endSession() },
    }),
  ).start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), effects };
}

const refused = (status: number | null) => () => Promise.reject({ status, body: null });

describe('account settings: the account (product §11)', () => {
  it('loads the account and shows it', async () => {
    const { snap } = open([async () => ME]);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectAccount(snap())).toBeNull();
    expect(selectIsBusy(snap())).toBe(true);
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectIsBusy(snap())).toBe(false);
    expect(selectActionFailure(snap())).toBeNull();
  });

  it('a failed load says why, and a retry loads again without the old message', async () => {
    const { actor, snap, effects } = open([refused(500), async () => ME]);
    await vi.waitFor(() => expect(selectLoadFailure(snap())).toEqual({ key: 'auth.internalServerError' }));
    expect(selectAccount(snap())).toBeNull();
    expect(selectActionFailure(snap())).toBeNull();
    actor.send({ type: 'account.retry' });
    expect(effects.loads).toHaveBeenCalledTimes(2);
    expect(selectLoadFailure(snap())).toBeNull();
    expect(snap().context.failure).toBeNull();
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
  });
});

describe('account settings: everything stored as one file (product §11)', () => {
  it('the export is handed to the browser, and the section is busy meanwhile', async () => {
    let finish!: (b: Blob) => void;
    const { actor, snap, effects } = open([async () => ME], [() => new Promise<Blob>((r) => (finish = r))]);
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
    actor.send({ type: 'account.export' });
    expect(selectIsExporting(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(true);
    actor.send({ type: 'account.signOutEverywhere' });
    expect(effects.logouts).not.toHaveBeenCalled();
    finish(FILE);
    await vi.waitFor(() => expect(effects.saveExport).toHaveBeenCalledWith(FILE));
    expect(selectIsBusy(snap())).toBe(false);
  });

  it('a failed export says why; the next action clears it', async () => {
    const { actor, snap } = open([async () => ME], [refused(null), async () => FILE]);
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
    actor.send({ type: 'account.export' });
    await vi.waitFor(() => expect(selectActionFailure(snap())).toEqual({ key: 'account.errors.offline' }));
    expect(selectIsExporting(snap())).toBe(false);
    expect(selectLoadFailure(snap())).toBeNull();
    expect(selectAccount(snap())).toEqual(ME);
    actor.send({ type: 'account.export' });
    expect(selectActionFailure(snap())).toBeNull();
  });
});

describe('account settings: sign out everywhere (product §11)', () => {
  it('ends this device’s session once every session is signed out', async () => {
    const { actor, snap, effects } = open([async () => ME], [], [async () => undefined]);
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
    actor.send({ type: 'account.signOutEverywhere' });
    expect(selectIsSigningOut(snap())).toBe(true);
    expect(effects.endSession).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(snap().value).toBe('signedOut'));
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(selectIsSigningOut(snap())).toBe(true);
  });

  it('a failed sign-out says why and keeps this session; the next action clears it', async () => {
    const { actor, snap, effects } = open([async () => ME], [], [refused(429)]);
    await vi.waitFor(() => expect(selectAccount(snap())).toEqual(ME));
    actor.send({ type: 'account.signOutEverywhere' });
    await vi.waitFor(() =>
      expect(selectActionFailure(snap())).toEqual({ key: 'auth.serverMessage.throttled' }),
    );
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(selectIsSigningOut(snap())).toBe(false);
    actor.send({ type: 'account.signOutEverywhere' });
    expect(selectActionFailure(snap())).toBeNull();
  });

  it('nothing can be exported or signed out before the account is loaded', () => {
    const { actor, effects, snap } = open([]);
    actor.send({ type: 'account.export' });
    actor.send({ type: 'account.signOutEverywhere' });
    expect(effects.logouts).not.toHaveBeenCalled();
    expect(selectIsExporting(snap())).toBe(false);
  });
});
