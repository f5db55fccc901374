/**
 * Scenario tests of the e-mail choices (product §14): the monthly report by e-mail, off until switched on; the switch
 * saves at once and cannot be flipped while it saves; a failed save says so and keeps what the server holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { NotificationSettings } from '@contract/reports';
import { emailSettingsMachine } from './email-settings.machine';
import {
  selectCanToggle,
  selectIsLoading,
  selectIsSaving,
  selectLoadingFailed,
  selectMonthlyReport,
  selectSavingFailed,
} from './selectors';

type Call = () => Promise<NotificationSettings>;
let running: Actor<typeof emailSettingsMachine> | null = null;
afterEach(() => running?.stop());

function open(loads: Call[], saves: Call[] = []) {
  const saved: NotificationSettings[] = [];
  const notifySaved = vi.fn();
  const actor = createActor(
    emailSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(() => loads.shift()?.() ?? new Promise<NotificationSettings>(() => {})),
        saveSettings: fromPromise(({ input }: { input: NotificationSettings }) => {
          saved.push(input);
          return saves.shift()?.() ?? new Promise<NotificationSettings>(() => {});
        }),
      },
      actions: { notifySaved },
    }),
  ).start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), saved, notifySaved };
}

const holds = (monthly_report: boolean) => async () => ({ monthly_report }) as NotificationSettings;
const fails = () => Promise.reject({ status: 500, body: null });

describe('e-mail settings: the monthly report (product §14)', () => {
  it('off, and not switchable, until the server says what it holds', async () => {
    const { snap } = open([holds(true)]);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectMonthlyReport(snap())).toBe(false);
    expect(selectCanToggle(snap())).toBe(false);
    await vi.waitFor(() => expect(selectMonthlyReport(snap())).toBe(true));
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectCanToggle(snap())).toBe(true);
  });

  it('a failed load can be retried', async () => {
    const { actor, snap } = open([fails, holds(false)]);
    await vi.waitFor(() => expect(selectLoadingFailed(snap())).toBe(true));
    expect(selectCanToggle(snap())).toBe(false);
    actor.send({ type: 'emailSettings.retry' });
    expect(selectIsLoading(snap())).toBe(true);
    await vi.waitFor(() => expect(selectCanToggle(snap())).toBe(true));
  });

  it('the switch saves the other value at once, cannot be flipped meanwhile, and says saved', async () => {
    let finish!: (s: NotificationSettings) => void;
    const { actor, snap, saved, notifySaved } = open(
      [holds(false)],
      [() => new Promise<NotificationSettings>((r) => (finish = r))],
    );
    await vi.waitFor(() => expect(selectCanToggle(snap())).toBe(true));
    actor.send({ type: 'emailSettings.toggle' });
    expect(saved).toEqual([{ monthly_report: true }]);
    expect(selectIsSaving(snap())).toBe(true);
    expect(selectCanToggle(snap())).toBe(false);
    actor.send({ type: 'emailSettings.toggle' });
    expect(saved).toHaveLength(1);
    finish({ monthly_report: true } as NotificationSettings);
    await vi.waitFor(() => expect(selectMonthlyReport(snap())).toBe(true));
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(selectIsSaving(snap())).toBe(false);
  });

  it('what the server answers is what shows', async () => {
    const { actor, snap, saved } = open([holds(true)], [holds(true)]);
    await vi.waitFor(() => expect(selectCanToggle(snap())).toBe(true));
    actor.send({ type: 'emailSettings.toggle' });
    expect(saved).toEqual([{ monthly_report: false }]);
    await vi.waitFor(() => expect(selectIsSaving(snap())).toBe(false));
    expect(selectMonthlyReport(snap())).toBe(true);
  });

  it('a failed save says so, keeps what the server holds, and the switch tries again', async () => {
    const { actor, snap, saved, notifySaved } = open([holds(false)], [fails, holds(true)]);
    await vi.waitFor(() => expect(selectCanToggle(snap())).toBe(true));
    actor.send({ type: 'emailSettings.toggle' });
    await vi.waitFor(() => expect(selectSavingFailed(snap())).toBe(true));
    expect(selectMonthlyReport(snap())).toBe(false);
    expect(notifySaved).not.toHaveBeenCalled();
    expect(selectCanToggle(snap())).toBe(true);
    actor.send({ type: 'emailSettings.toggle' });
    expect(saved).toEqual([{ monthly_report: true }, { monthly_report: true }]);
    await vi.waitFor(() => expect(selectMonthlyReport(snap())).toBe(true));
    expect(selectSavingFailed(snap())).toBe(false);
  });
});
