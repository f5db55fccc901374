import { expect, vi } from 'vitest';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { AlertOffView } from '@/pages/alert-off/alert-off-view';
import { bothLanguages } from '../shared/both-languages';
import { alertOffMachine } from './alert-off.machine';

vi.setConfig({ testTimeout: 60_000 });

const OFF = { instrument: 'gold_21_sell', condition: 'above', threshold: '6200' };

for (const [language, strings] of bothLanguages) {
  const s = strings.alerts;
  testMachineModel(`alert-off (${language})`, {
    machine: alertOffMachine,
    input: { token: 'a-token' },
    render: (actor) => <AlertOffView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/alerts/off/a-token' }),
    actors: {
      act: {
        done: [OFF],
        error: [
          { status: 404, body: { detail: 'Not found.' } },
          { status: null, body: null },
        ],
      },
    },
    events: {
      'alertOff.retry': clicksButton(s.retry, 'clicks “Try again”'),
    },
    plan: language === 'en' ? 'alert-off' : false,
    sees: {
      working: '“Switching the alert off…” with a spinner.',
      done: '“The alert is off”, which alert (21 karat, sell: rises above 6,200 EGP), and a link to the alerts page.',
      invalid: '“This link no longer works” and why, with a link to the alerts page.',
      failed: '“The alert is not off yet”, no connection, and “Try again”.',
    },
    states: {
      working: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(s.off.working),
      done: ({ screen }) => {
        expect(screen.getByRole('heading').textContent).toBe(s.off.done);
        expect(screen.getByTestId('switched-off-alert').textContent).toContain(s.instrument.gold_21_sell);
      },
      invalid: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(s.off.invalid),
      failed: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(s.off.failed),
    },
  });
}
