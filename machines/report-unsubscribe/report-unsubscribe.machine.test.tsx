import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { ReportUnsubscribeView } from '@/pages/report-unsubscribe/report-unsubscribe-view';
import { bothLanguages } from '../shared/both-languages';
import { reportUnsubscribeMachine } from './report-unsubscribe.machine';

vi.setConfig({ testTimeout: 60_000 });

for (const [language, strings] of bothLanguages) {
  const s = strings.reports.unsubscribe;
  testMachineModel(`report-unsubscribe (${language})`, {
    machine: reportUnsubscribeMachine,
    input: { token: 'a-token' },
    render: (actor) => <ReportUnsubscribeView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/reports/unsubscribe/a-token' }),
    actors: {
      act: {
        done: [{ email: 'saver@example.com' }],
        error: [
          { status: 404, body: { detail: 'Not found.' } },
          { status: null, body: null },
        ],
      },
    },
    events: {
      'unsubscribe.retry': clicksButton(strings.reports.retry, 'clicks “Try again”'),
    },
    plan: language === 'en' ? 'report-unsubscribe' : false,
    sees: {
      working: '“Stopping the monthly reports…” with a spinner.',
      done: '“The monthly reports are off”, the address that will not receive them, and a link to Settings.',
      invalid: '“This link no longer works” and why, with a link to Settings.',
      failed: '“The reports are not off yet”, no connection, and “Try again”.',
    },
    states: {
      working: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(s.working),
      done: ({ screen }) => {
        expect(screen.getByRole('heading').textContent).toBe(s.done);
        expect(screen.getByTestId('unsubscribed').textContent).toContain('saver@example.com');
        expect(screen.getByRole('link', { name: s.toSettings }).getAttribute('href')).toBe(
          '/dashboard/settings',
        );
      },
      invalid: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(s.invalid),
      failed: ({ screen }) => expect(screen.getByRole('heading').textContent).toBe(s.failed),
    },
  });
}
