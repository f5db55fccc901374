import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  applyLanguage,
  applyTheme,
  persistLanguage,
  persistPrivacy,
  persistTheme,
} from '@/app/preferences/document-preferences';
import { system } from '@/app/theme/system';
import { Amount } from '@/components/amount/amount';
import {
  LanguageToggle,
  PrivacyToggle,
  ThemeToggle,
} from '@/components/preference-toggles/preference-toggles';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel, type ModelTestConfig } from '@tests/support/model-based';
import { preferencesMachine } from './preferences.machine';
import type { PreferencesInput } from './types';

type Machine = typeof preferencesMachine;

/**
 * The controls a person uses (the signed-in top bar) and an amount they hide: they reach the actor under test, the
 * app's `preferences` (inApp), by its systemId.
 */
function PreferencesControls() {
  return (
    <>
      <LanguageToggle />
      <PrivacyToggle />
      <ThemeToggle />
      <p>
        <Amount value={1234.5} />
      </p>
    </>
  );
}

const Wrapper = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>{children}</ChakraProvider>
);

const html = () => document.documentElement;
const initial = (s: AnyMachineSnapshot) =>
  s.context as { initialTheme: string; initialLanguage: string; initialPrivacy: string };

/** Stored value matches what the person chose; nothing is stored until they choose (product §1, §9 keys). */
function expectStored(key: string, current: string, initialValue: string) {
  const stored = localStorage.getItem(key);
  if (stored === null) expect(current).toBe(initialValue);
  else expect(stored).toBe(current);
}

const config: Omit<ModelTestConfig<Machine>, 'input' | 'inputs'> = {
  machine: preferencesMachine,
  // The real document actions: the test sees the page change the way a person does.
  provide: {
    actions: {
      applyTheme: (_: unknown, { theme }: { theme: 'dark' | 'light' }) => applyTheme(theme),
      persistTheme: (_: unknown, { theme }: { theme: 'dark' | 'light' }) => persistTheme(theme),
      applyLanguage: (_: unknown, { language }: { language: 'ar' | 'en' }) => applyLanguage(language),
      persistLanguage: (_: unknown, { language }: { language: 'ar' | 'en' }) => persistLanguage(language),
      persistPrivacy: (_: unknown, { privacy }: { privacy: 'shown' | 'hidden' }) => persistPrivacy(privacy),
    },
  } as never,
  inApp: 'preferences',
  render: () => {
    localStorage.clear();
    return <PreferencesControls />;
  },
  wrapper: Wrapper,
  events: {
    'theme.toggle': clicksButton(/theme|الوضع/, 'clicks the theme button'),
    'language.set': {
      description: 'clicks the language button',
      cases: [{ language: 'en' }, { language: 'ar' }],
      // The toggle offers the other language by its own name.
      exec: ({ user, screen, event }) =>
        user.click(
          screen.getByRole('button', {
            name: event.language === 'en' ? /English|الإنجليزية/ : /Arabic|العربية/,
          }),
        ),
    },
    'privacy.toggle': clicksButton(/amounts|المبالغ/, 'clicks the amounts (privacy) button'),
    'privacy.changedElsewhere': {
      description: 'switches privacy mode in another tab of the app',
      cases: [{ privacy: 'hidden' }, { privacy: 'shown' }],
      // The other tab stores its choice; this tab hears of it (the provider's storage listener sends the event).
      exec: ({ actor, event }) => {
        localStorage.setItem('privacyMode', String(event.privacy));
        actor.send({ type: 'privacy.changedElsewhere', privacy: event.privacy as 'shown' | 'hidden' });
      },
    },
  },
  sees: {
    'theme.dark': 'The dark theme and a button to switch to the light theme; the choice stored once made.',
    'theme.light': 'The light theme and a button to switch to the dark theme; the choice stored once made.',
    'language.ar': 'The page in Arabic, right to left, with “English — التبديل إلى الإنجليزية”.',
    'language.en': 'The page in English, left to right, with “العربية — Switch to Arabic”.',
    'privacy.shown': 'Amounts visible; “Hide amounts” not pressed.',
    'privacy.hidden': 'Amounts blurred and read as “Hidden amount”; “Show amounts” pressed.',
  },
  states: {
    'theme.dark': ({ screen, snapshot }) => {
      expect(html().classList.contains('dark')).toBe(true);
      expect(html().classList.contains('light')).toBe(false);
      expect(html().style.colorScheme).toBe('dark');
      expect(screen.getByRole('button', { name: /light theme|الوضع الفاتح/ })).toBeTruthy();
      expectStored('theme', 'dark', initial(snapshot).initialTheme);
    },
    'theme.light': ({ screen, snapshot }) => {
      expect(html().classList.contains('light')).toBe(true);
      expect(html().classList.contains('dark')).toBe(false);
      expect(screen.getByRole('button', { name: /dark theme|الوضع الداكن/ })).toBeTruthy();
      expectStored('theme', 'light', initial(snapshot).initialTheme);
    },
    'language.ar': ({ screen, snapshot }) => {
      expect(html().lang).toBe('ar');
      expect(html().dir).toBe('rtl');
      expect(screen.getByRole('button', { name: /^English — التبديل إلى الإنجليزية$/ })).toBeTruthy();
      expectStored('i18nextLng', 'ar', initial(snapshot).initialLanguage);
    },
    'language.en': ({ screen, snapshot }) => {
      expect(html().lang).toBe('en');
      expect(html().dir).toBe('ltr');
      expect(screen.getByRole('button', { name: /^العربية — Switch to Arabic$/ })).toBeTruthy();
      expectStored('i18nextLng', 'en', initial(snapshot).initialLanguage);
    },
    'privacy.shown': ({ screen, snapshot }) => {
      const amount = screen.getByText('1,234.50');
      expectStored('privacyMode', 'shown', initial(snapshot).initialPrivacy);
      expect(amount.getAttribute('aria-hidden')).toBeNull();
      expect(screen.queryByText(/Hidden amount|مبلغ مخفي/)).toBeNull();
      expect(
        screen.getByRole('button', { name: /Hide amounts|إخفاء المبالغ/ }).getAttribute('aria-pressed'),
      ).toBe('false');
    },
    'privacy.hidden': ({ screen, snapshot }) => {
      // product §1: the figure is blurred for the eye and replaced for screen readers; product §10: under the blur a fixed
      // mask, not the figure, so its length does not show either; the choice is remembered.
      expect(screen.queryByText('1,234.50')).toBeNull();
      expect(screen.getByText('000,000').getAttribute('aria-hidden')).toBe('true');
      expectStored('privacyMode', 'hidden', initial(snapshot).initialPrivacy);
      expect(screen.getByText(/Hidden amount|مبلغ مخفي/)).toBeTruthy();
      expect(
        screen.getByRole('button', { name: /Show amounts|إظهار المبالغ/ }).getAttribute('aria-pressed'),
      ).toBe('true');
    },
  },
};

// The starting theme, language and privacy mode come from storage and the browser, so the start itself branches:
// the model is walked from both starts and one coverage check counts both together.
const starts: PreferencesInput[] = [
  { theme: 'dark', language: 'ar' },
  { theme: 'light', language: 'en', privacy: 'hidden' },
];
testMachineModel('preferences', { ...config, inputs: starts } as ModelTestConfig<Machine>);

// ADR 016: what the machine tells its listeners (the dashboard reloads its chart on it).
describe('preferences: what it tells its listeners', () => {
  it('emits preferences.changed for a new language or privacy mode, not for a theme or a language already set', () => {
    const actor = createActor(preferencesMachine, { input: { theme: 'dark', language: 'ar' } }).start();
    const heard: string[] = [];
    actor.on('preferences.changed', (event) => heard.push(event.preference));
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'language.set', language: 'ar' });
    expect(heard).toEqual([]);
    actor.send({ type: 'language.set', language: 'en' });
    actor.send({ type: 'privacy.toggle' });
    actor.send({ type: 'privacy.toggle' });
    expect(heard).toEqual(['language', 'privacy', 'privacy']);
    actor.stop();
  });
});
