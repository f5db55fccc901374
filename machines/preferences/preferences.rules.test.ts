/**
 * Scenario tests of the preferences (product §1, §10; ADR 016): theme (dark by default), language (Arabic by default)
 * and privacy mode (amounts shown by default), each applied, stored when chosen, and the language and privacy changes
 * announced to whoever listens (the dashboard's chart reloads); a privacy switch made in another tab is followed,
 * not stored again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { preferencesMachine } from './preferences.machine';
import { selectLanguage, selectPrivacyMode, selectTheme } from './selectors';
import type { PreferencesEmitted, PreferencesInput } from './types';

let running: Actor<typeof preferencesMachine> | null = null;
afterEach(() => running?.stop());

function start(input: PreferencesInput) {
  const calls = {
    applyTheme: vi.fn(),
    persistTheme: vi.fn(),
    applyLanguage: vi.fn(),
    persistLanguage: vi.fn(),
    persistPrivacy: vi.fn(),
  };
  const announced: PreferencesEmitted[] = [];
  const actor = createActor(
    preferencesMachine.provide({
      actions: {
        applyTheme: (_, p) => calls.applyTheme(p.theme),
        persistTheme: (_, p) => calls.persistTheme(p.theme),
        applyLanguage: (_, p) => calls.applyLanguage(p.language),
        persistLanguage: (_, p) => calls.persistLanguage(p.language),
        persistPrivacy: (_, p) => calls.persistPrivacy(p.privacy),
      },
    }),
    { input },
  );
  actor.on('preferences.changed', (e) => void announced.push(e));
  actor.start();
  running = actor;
  return { actor, snap: () => actor.getSnapshot(), calls, announced };
}

describe('preferences: what the app starts with (product §1)', () => {
  it('dark, Arabic and amounts shown are applied as given, nothing stored or announced', () => {
    const { snap, calls, announced } = start({ theme: 'dark', language: 'ar' });
    expect(selectTheme(snap())).toBe('dark');
    expect(selectLanguage(snap())).toBe('ar');
    expect(selectPrivacyMode(snap())).toBe(false);
    expect(calls.applyTheme.mock.calls).toEqual([['dark']]);
    expect(calls.applyLanguage.mock.calls).toEqual([['ar']]);
    expect(calls.persistTheme).not.toHaveBeenCalled();
    expect(calls.persistLanguage).not.toHaveBeenCalled();
    expect(calls.persistPrivacy).not.toHaveBeenCalled();
    expect(announced).toEqual([]);
  });

  it('a stored light theme, English and hidden amounts are kept', () => {
    const { snap, calls } = start({ theme: 'light', language: 'en', privacy: 'hidden' });
    expect(selectTheme(snap())).toBe('light');
    expect(selectLanguage(snap())).toBe('en');
    expect(selectPrivacyMode(snap())).toBe(true);
    expect(calls.applyTheme.mock.calls).toEqual([['light']]);
    expect(calls.applyLanguage.mock.calls).toEqual([['en']]);
  });
});

describe('preferences: the theme toggle', () => {
  it('switches to the other theme, applies and stores it, and announces nothing', () => {
    const { actor, snap, calls, announced } = start({ theme: 'dark', language: 'ar' });
    actor.send({ type: 'theme.toggle' });
    expect(selectTheme(snap())).toBe('light');
    expect(calls.persistTheme.mock.calls).toEqual([['light']]);
    expect(calls.applyTheme.mock.calls).toEqual([['dark'], ['light']]);
    actor.send({ type: 'theme.toggle' });
    expect(selectTheme(snap())).toBe('dark');
    expect(calls.persistTheme.mock.calls).toEqual([['light'], ['dark']]);
    expect(announced).toEqual([]);
  });
});

describe('preferences: the language (ADR 016)', () => {
  it('choosing the other language applies and stores it and announces it once', () => {
    const { actor, snap, calls, announced } = start({ theme: 'dark', language: 'ar' });
    actor.send({ type: 'language.set', language: 'en' });
    expect(selectLanguage(snap())).toBe('en');
    expect(calls.applyLanguage.mock.calls).toEqual([['ar'], ['en']]);
    expect(calls.persistLanguage.mock.calls).toEqual([['en']]);
    expect(announced).toEqual([{ type: 'preferences.changed', preference: 'language' }]);
    actor.send({ type: 'language.set', language: 'ar' });
    expect(selectLanguage(snap())).toBe('ar');
    expect(calls.persistLanguage.mock.calls).toEqual([['en'], ['ar']]);
    expect(announced).toHaveLength(2);
  });

  it('choosing the language in use changes nothing and announces nothing', () => {
    const { actor, calls, announced } = start({ theme: 'dark', language: 'en' });
    actor.send({ type: 'language.set', language: 'en' });
    expect(calls.applyLanguage.mock.calls).toEqual([['en']]);
    expect(calls.persistLanguage).not.toHaveBeenCalled();
    expect(announced).toEqual([]);
  });
});

describe('preferences: privacy mode (product §10)', () => {
  it('the toggle hides and shows amounts, stores each choice and announces it', () => {
    const { actor, snap, calls, announced } = start({ theme: 'dark', language: 'ar', privacy: 'shown' });
    actor.send({ type: 'privacy.toggle' });
    expect(selectPrivacyMode(snap())).toBe(true);
    expect(calls.persistPrivacy.mock.calls).toEqual([['hidden']]);
    expect(announced).toEqual([{ type: 'preferences.changed', preference: 'privacy' }]);
    actor.send({ type: 'privacy.toggle' });
    expect(selectPrivacyMode(snap())).toBe(false);
    expect(calls.persistPrivacy.mock.calls).toEqual([['hidden'], ['shown']]);
    expect(announced).toHaveLength(2);
  });

  it('a switch made in another tab is followed and announced, not stored again', () => {
    const { actor, snap, calls, announced } = start({ theme: 'dark', language: 'ar' });
    actor.send({ type: 'privacy.changedElsewhere', privacy: 'hidden' });
    expect(selectPrivacyMode(snap())).toBe(true);
    expect(calls.persistPrivacy).not.toHaveBeenCalled();
    expect(announced).toEqual([{ type: 'preferences.changed', preference: 'privacy' }]);
    actor.send({ type: 'privacy.changedElsewhere', privacy: 'shown' });
    expect(selectPrivacyMode(snap())).toBe(false);
    expect(announced).toHaveLength(2);
  });

  it('another tab’s switch to the mode already in use changes nothing', () => {
    const { actor, snap, announced } = start({ theme: 'dark', language: 'ar', privacy: 'hidden' });
    actor.send({ type: 'privacy.changedElsewhere', privacy: 'hidden' });
    expect(selectPrivacyMode(snap())).toBe(true);
    expect(announced).toEqual([]);
    const shown = start({ theme: 'dark', language: 'ar' });
    shown.actor.send({ type: 'privacy.changedElsewhere', privacy: 'shown' });
    expect(selectPrivacyMode(shown.snap())).toBe(false);
    expect(shown.announced).toEqual([]);
    shown.actor.stop();
  });

  it('the three choices are independent', () => {
    const { actor, snap } = start({ theme: 'light', language: 'en', privacy: 'hidden' });
    actor.send({ type: 'privacy.toggle' });
    expect(selectTheme(snap())).toBe('light');
    expect(selectLanguage(snap())).toBe('en');
    actor.send({ type: 'theme.toggle' });
    expect(selectPrivacyMode(snap())).toBe(false);
    expect(selectLanguage(snap())).toBe('en');
  });
});
