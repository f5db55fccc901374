import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { AlertOffView } from '@/pages/alert-off/alert-off-view';
import { bothLanguages } from '@tests/support/both-languages';
import { oneClickLinkModel } from '@tests/support/one-click-link-model';
import { alertOffMachine } from './alert-off.machine';

vi.setConfig({ testTimeout: 60_000 });

const OFF = { instrument: 'gold_21_sell', condition: 'above', threshold: '6200' };

for (const [language, strings] of bothLanguages) {
  const s = strings.alerts;
  testMachineModel(
    `alert-off (${language})`,
    oneClickLinkModel({
      machine: alertOffMachine,
      render: (actor) => <AlertOffView actorRef={actor} />,
      language,
      path: '/alerts/off',
      result: OFF,
      confirm: 'alertOff.confirm',
      retry: { event: 'alertOff.retry', button: s.retry },
      words: s.off,
      done: ({ screen }) => {
        expect(screen.getByRole('heading').textContent).toBe(s.off.done);
        expect(screen.getByTestId('switched-off-alert').textContent).toContain(s.instrument.gold_21_sell);
      },
      plan: language === 'en' ? 'alert-off' : false,
      sees: {
        asking:
          '“Switch this alert off?”, why, a “Switch the alert off” button and a link to the alerts page; nothing is switched off yet.',
        working: '“Switching the alert off…” with a spinner.',
        done: '“The alert is off”, which alert (21 karat, sell: rises above 6,200 EGP), and a link to the alerts page.',
        invalid: '“This link no longer works” and why, with a link to the alerts page.',
        failed: '“The alert is not off yet”, no connection, and “Try again”.',
      },
    }),
  );
}
