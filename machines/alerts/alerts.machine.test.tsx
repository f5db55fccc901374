import { expect, vi } from 'vitest';
import type { Alert, PricedInstrument } from '@contract/alerts';
import en from '@locales/en.json';
import { clicksButton } from '@tests/support/model-steps';
import { type StateArgs, testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { AlertsView } from '@/pages/alerts/alerts-view';
import { choosesOption } from '@tests/support/form-steps';
import { alertsMachine } from './alerts.machine';
import { notFound, offline, serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const FIRED: Alert = {
  uuid: '11111111-1111-4111-8111-111111111111',
  instrument: 'gold_21_sell',
  condition: 'above',
  threshold: '6200',
  state: 'fired',
  fired_at: '2026-11-22T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
};
const ARMED: Alert = {
  ...FIRED,
  uuid: '22222222-2222-4222-8222-222222222222',
  instrument: 'USD',
  condition: 'below',
  threshold: '48.5',
  state: 'armed',
  fired_at: null,
};
const CREATED: Alert = {
  ...ARMED,
  uuid: '33333333-3333-4333-8333-333333333333',
  instrument: 'gold_24_buy',
  condition: 'above',
  threshold: '7000',
};
/** The latest prices: no 14 karat (product §17), 21k sell at 6,500 (so "above 6,200" is met already). */
const PRICED: PricedInstrument[] = [
  { instrument: 'gold_24_buy', price: '6970' },
  { instrument: 'gold_21_sell', price: '6500' },
  { instrument: 'USD', price: '52.05' },
];
const s = en.alerts;

/** While a request is out (creating, re-arming, pausing, deleting), no alert of the list can be acted on. */
const listButtonsDisabled = ({ screen }: StateArgs) => {
  for (const b of screen.getAllByRole('button', { name: s.list.remove }))
    expect(b.hasAttribute('disabled')).toBe(true);
};

testMachineModel('alerts', {
  machine: alertsMachine,
  input: { instrument: 'gold_21_sell', threshold: '6200' },
  render: (actor) => <AlertsView actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard/alerts' }),
  actors: {
    loadAlerts: { done: [{ alerts: [FIRED, ARMED], priced: PRICED }], error: [offline] },
    createAlert: {
      done: [CREATED],
      error: [
        { status: 400, body: { non_field_errors: ['You can have at most 20 active alerts.'] } },
        { status: 400, body: { threshold: ['Ensure this value is greater than 0.'] } },
      ],
    },
    rearmAlert: { done: [{ ...FIRED, state: 'armed' }], error: [serverError] },
    pauseAlert: {
      done: [{ ...ARMED, state: 'paused' }],
      error: [notFound],
    },
    deleteAlert: { done: [undefined], error: [offline] },
  },
  serialize: (snap) => ({
    threshold: snap.context.draft.threshold,
    fieldErrors: JSON.stringify(snap.context.fieldErrors),
    failure: JSON.stringify(snap.context.failure),
  }),
  events: {
    'alerts.retry': clicksButton(s.retry, 'clicks “Try again”'),
    'alerts.instrumentChanged': choosesOption(s.form.instrument, 'gold_24_buy', 'chooses 24 karat, buy'),
    'alerts.conditionChanged': choosesOption(s.form.condition, 'below', 'chooses “Falls below”'),
    'alerts.thresholdChanged': {
      cases: [{ value: '7,000' }, { value: '1,5' }],
      description: 'types a threshold',
      exec: async ({ user, screen, event }) => {
        const input = screen.getByRole('textbox', { name: new RegExp(s.form.threshold) });
        await user.clear(input);
        await user.type(input, String(event.value));
      },
    },
    'alerts.submit': clicksButton(s.form.submit, 'clicks “Create alert”'),
    'alerts.armForNextCrossing': clicksButton(s.metNow.arm, 'clicks “Arm for the next crossing”'),
    'alerts.keepEditing': clicksButton(s.metNow.change, 'clicks “Change the alert”'),
    'alerts.rearm': {
      cases: [{ uuid: FIRED.uuid }],
      ...clicksButton(s.list.rearm, 'clicks “Re-arm” on the fired alert'),
    },
    'alerts.pause': {
      cases: [{ uuid: ARMED.uuid }],
      description: 'clicks “Switch off” on the armed alert',
      exec: ({ user, screen }) => user.click(screen.getAllByRole('button', { name: s.list.pause })[1]!),
    },
    'alerts.remove': {
      cases: [{ uuid: ARMED.uuid }],
      description: 'clicks “Delete” on the armed alert',
      exec: ({ user, screen }) => user.click(screen.getAllByRole('button', { name: s.list.remove })[1]!),
    },
  },
  sees: {
    loading: '“Loading your alerts…” with a spinner.',
    loadingFailed: 'Why the alerts could not be loaded, and “Try again”.',
    'loaded.idle':
      'The new-alert form (price, condition, threshold) and the alerts with their state; a refusal on its field or above the list.',
    'loaded.confirmingMet':
      '“This is already true”: 21 karat, sell is 6,500 EGP now, so “Rises above 6,200 EGP” is met; “Arm for the next crossing” or “Change the alert”.',
    'loaded.creating': '“Create alert” busy, the form and the list buttons disabled.',
    'loaded.rearming': 'The list buttons disabled while the alert is re-armed.',
    'loaded.pausing': 'The list buttons disabled while the alert is switched off.',
    'loaded.deleting': 'The list buttons disabled while the alert is deleted.',
  },
  states: {
    loading: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(s.loading),
    loadingFailed: ({ screen }) => {
      expect(screen.getByTestId('error-box').textContent).toBe(en.account.errors.offline);
      expect(screen.queryByRole('button', { name: s.form.submit })).toBeNull();
    },
    'loaded.idle': ({ screen, snapshot }) => {
      const { fieldErrors, failure } = snapshot.context;
      expect(screen.getByTestId(`alert-${FIRED.uuid}`).textContent).toContain('21 karat, sell');
      const thresholdError = screen.queryByTestId('threshold-error');
      if (fieldErrors.threshold) expect(thresholdError).not.toBeNull();
      else expect(thresholdError).toBeNull();
      if (snapshot.context.draft.threshold === '1,5' && fieldErrors.threshold)
        expect(thresholdError!.textContent).toBe(en.numberInput.ambiguousComma);
      const box = screen.queryByTestId('error-box');
      if (failure && 'key' in failure && failure.key === 'alerts.errors.tooMany')
        expect(box?.textContent).toBe(s.errors.tooMany);
      // A limit is told in the page's own words, never the server's English.
      expect(box?.textContent ?? '').not.toContain('You can have at most');
      if (!failure) expect(box).toBeNull();
      expect(screen.getByRole('button', { name: s.form.submit }).hasAttribute('disabled')).toBe(false);
      // Only the priced instruments are offered (product §17): no 14 karat without its price.
      const offered = screen.getAllByRole('option').map((o) => o.getAttribute('value'));
      expect(offered).toContain('gold_21_sell');
      expect(offered).not.toContain('gold_14_buy');
      expect(offered).not.toContain('EUR');
      expect(screen.queryByTestId('met-now')).toBeNull();
    },
    'loaded.confirmingMet': ({ screen }) => {
      expect(screen.getByRole('alertdialog').textContent).toContain(
        '21 karat, sell is 6,500 EGP now: “Rises above 6,200 EGP” is already met.',
      );
      expect(screen.queryByRole('button', { name: s.form.submit })).toBeNull();
    },
    'loaded.creating': listButtonsDisabled,
    'loaded.rearming': listButtonsDisabled,
    'loaded.pausing': listButtonsDisabled,
    'loaded.deleting': listButtonsDisabled,
  },
});
