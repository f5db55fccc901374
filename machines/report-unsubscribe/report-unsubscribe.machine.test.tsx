import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { ReportUnsubscribeView } from '@/pages/report-unsubscribe/report-unsubscribe-view';
import { bothLanguages } from '@tests/support/both-languages';
import { oneClickLinkModel } from '@tests/support/one-click-link-model';
import { reportUnsubscribeMachine } from './report-unsubscribe.machine';

vi.setConfig({ testTimeout: 60_000 });

for (const [language, strings] of bothLanguages) {
  const s = strings.reports.unsubscribe;
  testMachineModel(
    `report-unsubscribe (${language})`,
    oneClickLinkModel({
      machine: reportUnsubscribeMachine,
      render: (actor) => <ReportUnsubscribeView actorRef={actor} />,
      language,
      path: '/reports/unsubscribe',
      result: { email: 'saver@example.com' },
      confirm: 'unsubscribe.confirm',
      retry: { event: 'unsubscribe.retry', button: strings.reports.retry },
      words: s,
      done: ({ screen }) => {
        expect(screen.getByRole('heading').textContent).toBe(s.done);
        expect(screen.getByTestId('unsubscribed').textContent).toContain('saver@example.com');
        expect(screen.getByRole('link', { name: s.toSettings }).getAttribute('href')).toBe(
          '/dashboard/settings',
        );
      },
      plan: language === 'en' ? 'report-unsubscribe' : false,
      sees: {
        asking:
          '“Stop the monthly reports?”, why, a “Stop the monthly reports” button and a link to Settings; nothing is stopped yet.',
        working: '“Stopping the monthly reports…” with a spinner.',
        done: '“The monthly reports are off”, the address that will not receive them, and a link to Settings.',
        invalid: '“This link no longer works” and why, with a link to Settings.',
        failed: '“The reports are not off yet”, no connection, and “Try again”.',
      },
    }),
  );
}
