import type { screen as Screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { EmailSectionView } from '@/pages/settings/email-section-view';
import { bothLanguages } from '@tests/support/both-languages';
import { emailSettingsMachine } from './email-settings.machine';
import { offline, serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

for (const [language, strings] of bothLanguages) {
  const s = strings.reports.settings;
  const theSwitch = (screen: typeof Screen) =>
    screen.getByRole('checkbox', { name: s.monthly }) as HTMLInputElement;
  testMachineModel(`email-settings (${language})`, {
    machine: emailSettingsMachine,
    render: (actor) => <EmailSectionView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/dashboard/settings' }),
    actors: {
      loadSettings: { done: [{ monthly_report: false }], error: [offline] },
      saveSettings: { done: [{ monthly_report: true }], error: [serverError] },
    },
    events: {
      'emailSettings.toggle': {
        description: 'flips “Monthly report by e-mail”',
        exec: ({ user, screen }) => user.click(theSwitch(screen)),
      },
      'emailSettings.retry': clicksButton(strings.reports.retry, 'clicks “Try again”'),
    },
    // The switch shows the stored choice: on and off are different states for the person.
    serialize: (snapshot) => snapshot.context.monthlyReport,
    plan: language === 'en' ? 'email-settings' : false,
    sees: {
      loading: 'The switch, greyed out, while the choice loads.',
      loadingFailed: '“Your e-mail choices could not be loaded.” and “Try again”.',
      loaded:
        'The switch “Monthly report by e-mail” as the server holds it (off at first), and what it sends.',
      saving: 'The switch, greyed out, showing the choice being saved.',
      savingFailed:
        '“Your choice could not be saved. Try again.” under the switch, back as the server holds it; it can be flipped again.',
    },
    states: {
      loading: ({ screen }) => expect(theSwitch(screen).disabled).toBe(true),
      loadingFailed: ({ screen }) => expect(screen.getByText(s.loadFailed)).toBeTruthy(),
      loaded: ({ screen, snapshot }) => {
        expect(theSwitch(screen).disabled).toBe(false);
        expect(theSwitch(screen).checked).toBe(snapshot.context.monthlyReport);
        expect(screen.queryByRole('alert')).toBeNull();
      },
      saving: ({ screen, snapshot }) => {
        expect(theSwitch(screen).disabled).toBe(true);
        expect(theSwitch(screen).checked).toBe(!snapshot.context.monthlyReport);
      },
      savingFailed: ({ screen, snapshot }) => {
        expect(screen.getByRole('alert').textContent).toContain(s.failed);
        expect(theSwitch(screen).disabled).toBe(false);
        expect(theSwitch(screen).checked).toBe(snapshot.context.monthlyReport);
      },
    },
  });
}
