/**
 * Scenario tests of the alerts page (product §14, §17): the real machine, its calls fakes that answer what each test
 * queues.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, type NonReducibleUnknown, waitFor } from 'xstate';
import type { Alert, PricedInstrument } from '@contract/alerts';
import { alertsMachine } from './alerts.machine';
import { metPrice } from './met-now';
import {
  selectAlerts,
  selectCanRetry,
  selectDraft,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsCreating,
  selectIsLoading,
  selectLoadFailure,
  selectMetPrice,
  selectPending,
  selectPriced,
} from './selectors';
import type { AlertDraft, AlertsInput, AlertsLoaded } from './types';

const ARMED: Alert = {
  uuid: 'al-1',
  instrument: 'gold_21_sell',
  condition: 'above',
  threshold: '6200',
  state: 'armed',
  fired_at: null,
  created_at: '2026-11-01T10:00:00Z',
};
const FIRED: Alert = { ...ARMED, uuid: 'al-2', condition: 'below', threshold: '5000', state: 'fired' };
const PRICED: PricedInstrument[] = [
  { instrument: 'gold_21_sell', price: '5819' },
  { instrument: 'USD', price: '48.5' },
];
const LOADED: AlertsLoaded = { alerts: [ARMED, FIRED], priced: PRICED };

let running: Actor<typeof alertsMachine> | null = null;
afterEach(() => running?.stop());

function alertsPage(
  answers: {
    load?: Answer<AlertsLoaded>[];
    create?: Answer<Alert>[];
    change?: Answer<Alert>[];
    remove?: Answer<void>[];
  } = {},
  input: AlertsInput = {},
) {
  const { calls, fake } = scriptedCalls();
  const actor = createActor(
    alertsMachine.provide({
      actors: {
        loadAlerts: fake<AlertsLoaded, NonReducibleUnknown>('load', answers.load ?? [LOADED]),
        createAlert: fake<Alert, AlertDraft>('create', answers.create),
        changeAlert: fake<Alert, { uuid: string; state: 'armed' | 'paused' }>('change', answers.change),
        deleteAlert: fake<void, { uuid: string }>('delete', answers.remove),
      },
    }),
    { input },
  ).start();
  running = actor;
  const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return { actor, calls, idle, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

describe('alerts: the page loads the alerts and the prices they may watch (product §14)', () => {
  it('shows the alerts and the priced instruments once read', async () => {
    const page = alertsPage();
    expect(selectIsLoading(page.snap())).toBe(true);
    expect(selectAlerts(page.snap())).toBeNull();
    await page.idle();
    expect(selectAlerts(page.snap())).toEqual([ARMED, FIRED]);
    expect(selectPriced(page.snap())).toEqual(PRICED);
    expect(selectFailure(page.snap())).toBeNull();
    expect(selectIsBusy(page.snap())).toBe(false);
    expect(selectCanRetry(page.snap())).toBe(false);
  });

  it('a failed load says why and offers a retry, which forgets why and reads again', async () => {
    const page = alertsPage({ load: [{ status: 429, body: null }, LOADED] });
    await waitFor(page.actor, (s) => s.matches('loadingFailed'));
    expect(selectLoadFailure(page.snap())).toEqual({ key: 'auth.serverMessage.throttled' });
    expect(selectCanRetry(page.snap())).toBe(true);
    page.send({ type: 'alerts.retry' });
    expect(selectLoadFailure(page.snap())).toBeNull();
    expect(page.snap().context.failure).toBeNull();
    await page.idle();
    expect(selectAlerts(page.snap())).toHaveLength(2);
  });

  it('the form starts on 21 karat sell, above, empty; the market page’s link fills the price and its value', () => {
    expect(selectDraft(alertsPage().snap())).toEqual({
      instrument: 'gold_21_sell',
      condition: 'above',
      threshold: '',
    });
    expect(selectDraft(alertsPage({}, { instrument: 'USD', threshold: '48.5' }).snap())).toEqual({
      instrument: 'USD',
      condition: 'above',
      threshold: '48.5',
    });
  });
});

describe('alerts: creating one (product §14)', () => {
  it('sends the threshold as the number parser read it, adds the alert and empties the threshold only', async () => {
    const created: Alert = {
      ...ARMED,
      uuid: 'al-3',
      instrument: 'USD',
      condition: 'below',
      threshold: '1234.5',
    };
    const page = alertsPage({ create: [created] });
    await page.idle();
    page.send({ type: 'alerts.instrumentChanged', value: 'USD' });
    page.send({ type: 'alerts.conditionChanged', value: 'above' });
    page.send({ type: 'alerts.thresholdChanged', value: ' 1,234.50 ' });
    page.send({ type: 'alerts.submit' });
    expect(selectIsCreating(page.snap())).toBe(true);
    expect(selectIsBusy(page.snap())).toBe(true);
    await page.idle();
    expect(page.calls[1]).toEqual({
      call: 'create',
      input: { instrument: 'USD', condition: 'above', threshold: '1234.5' },
    });
    expect(selectAlerts(page.snap())).toEqual([ARMED, FIRED, created]);
    expect(selectDraft(page.snap())).toEqual({ instrument: 'USD', condition: 'above', threshold: '' });
  });

  it('a threshold that cannot be read says why on its field, and nothing is sent', async () => {
    const page = alertsPage();
    await page.idle();
    page.send({ type: 'alerts.submit' });
    expect(selectFieldError('threshold')(page.snap())).toEqual({ key: 'validation.required' });
    page.send({ type: 'alerts.thresholdChanged', value: '1.1234567' });
    expect(selectFieldError('threshold')(page.snap())).toBeNull();
    page.send({ type: 'alerts.submit' });
    expect(selectFieldError('threshold')(page.snap())).toEqual({
      key: 'numberInput.tooManyDecimals',
      values: { max: 6 },
    });
    page.send({ type: 'alerts.thresholdChanged', value: '123456789' });
    page.send({ type: 'alerts.submit' });
    expect(selectFieldError('threshold')(page.snap())).toEqual({
      key: 'numberInput.tooManyIntegerDigits',
      values: { max: 8 },
    });
    page.send({ type: 'alerts.thresholdChanged', value: 'abc' });
    page.send({ type: 'alerts.submit' });
    expect(selectFieldError('threshold')(page.snap())).not.toBeNull();
    expect(selectIsCreating(page.snap())).toBe(false);
    expect(page.calls.map((c) => c.call)).toEqual(['load']);
  });

  it('the server’s refusal shows on its field or above the form; changing a field clears its own error only', async () => {
    const page = alertsPage({
      create: [
        { status: 400, body: { threshold: ['Ensure this value is greater than 0.'], condition: ['Bad.'] } },
        { status: 400, body: { detail: 'You can have at most 20 active alerts.' } },
      ],
    });
    await page.idle();
    page.send({ type: 'alerts.thresholdChanged', value: '7000' });
    page.send({ type: 'alerts.submit' });
    await page.idle();
    expect(selectFieldError('threshold')(page.snap())).toEqual({ key: 'numberInput.notPositive' });
    expect(selectFieldError('condition')(page.snap())).toEqual({ text: 'Bad.' });
    page.send({ type: 'alerts.instrumentChanged', value: 'gold_24_sell' });
    expect(selectFieldError('threshold')(page.snap())).not.toBeNull();
    page.send({ type: 'alerts.thresholdChanged', value: '8000' });
    expect(selectFieldError('threshold')(page.snap())).toBeNull();
    expect(selectFieldError('condition')(page.snap())).toEqual({ text: 'Bad.' });
    page.send({ type: 'alerts.conditionChanged', value: 'above' });
    expect(selectFieldError('condition')(page.snap())).toBeNull();
    page.send({ type: 'alerts.submit' });
    await page.idle();
    expect(selectFailure(page.snap())).toEqual({ key: 'alerts.errors.tooMany' });
    page.send({ type: 'alerts.thresholdChanged', value: '8001' });
    expect(selectFailure(page.snap())).toBeNull();
    expect(selectAlerts(page.snap())).toEqual([ARMED, FIRED]);
  });
});

describe('alerts: a condition the price meets already (product §17)', () => {
  it('asks first, showing the price that meets it; the person arms it for the next crossing', async () => {
    const created: Alert = { ...ARMED, uuid: 'al-4', threshold: '5000' };
    const page = alertsPage({ create: [created] });
    await page.idle();
    page.send({ type: 'alerts.thresholdChanged', value: '5000' });
    page.send({ type: 'alerts.submit' });
    expect(page.snap().matches({ loaded: 'confirmingMet' })).toBe(true);
    expect(selectMetPrice(page.snap())).toBe('5819');
    expect(page.calls.map((c) => c.call)).toEqual(['load']);
    page.send({ type: 'alerts.armForNextCrossing' });
    await page.idle();
    expect(page.calls[1]!.input).toEqual({
      instrument: 'gold_21_sell',
      condition: 'above',
      threshold: '5000',
    });
    expect(selectMetPrice(page.snap())).toBeNull();
  });

  it('or goes back to change it, and nothing is sent', async () => {
    const page = alertsPage();
    await page.idle();
    page.send({ type: 'alerts.conditionChanged', value: 'below' });
    page.send({ type: 'alerts.thresholdChanged', value: '6000' });
    page.send({ type: 'alerts.submit' });
    expect(selectMetPrice(page.snap())).toBe('5819');
    page.send({ type: 'alerts.keepEditing' });
    expect(page.snap().matches({ loaded: 'idle' })).toBe(true);
    expect(selectMetPrice(page.snap())).toBeNull();
    expect(page.calls.map((c) => c.call)).toEqual(['load']);
  });

  it('a price not yet met, an instrument without a price, or a % move goes straight to creating', async () => {
    for (const [instrument, condition, threshold] of [
      ['gold_21_sell', 'above', '6000'],
      ['gold_21_sell', 'below', '5000'],
      ['gold_21_sell', 'above', '5819'],
      ['EUR', 'above', '1'],
      ['gold_21_sell', 'change_pct', '1'],
    ] as const) {
      const page = alertsPage({ create: [ARMED] });
      await page.idle();
      page.send({ type: 'alerts.instrumentChanged', value: instrument });
      page.send({ type: 'alerts.conditionChanged', value: condition });
      page.send({ type: 'alerts.thresholdChanged', value: threshold });
      page.send({ type: 'alerts.submit' });
      expect(selectIsCreating(page.snap()), `${instrument} ${condition} ${threshold}`).toBe(true);
      page.actor.stop();
    }
  });

  it('the met price compares the numbers, not the text', () => {
    const draft = (threshold: string, condition: 'above' | 'below' = 'above'): AlertDraft => ({
      instrument: 'USD',
      condition,
      threshold,
    });
    // As text '48.5' sorts before '9'; as numbers it is above.
    expect(metPrice(draft('9'), PRICED)).toBe('48.5');
    expect(metPrice(draft('100'), PRICED)).toBeNull();
    expect(metPrice(draft('48.49'), PRICED)).toBe('48.5');
    expect(metPrice(draft('100', 'below'), PRICED)).toBe('48.5');
    expect(metPrice(draft('48.5', 'below'), PRICED)).toBeNull();
    expect(metPrice(draft('4e1'), PRICED)).toBeNull();
    expect(metPrice(draft('-1'), PRICED)).toBeNull();
  });
});

describe('alerts: re-arm, pause and delete (product §14)', () => {
  it('re-arm sends the alert armed and shows what the server answers', async () => {
    const rearmed: Alert = { ...FIRED, state: 'armed', fired_at: null };
    const page = alertsPage({ change: [rearmed] });
    await page.idle();
    page.send({ type: 'alerts.rearm', uuid: FIRED.uuid });
    expect(selectPending(page.snap())).toBe(FIRED.uuid);
    expect(selectIsBusy(page.snap())).toBe(true);
    await page.idle();
    expect(page.calls[1]).toEqual({ call: 'change', input: { uuid: FIRED.uuid, state: 'armed' } });
    expect(selectAlerts(page.snap())).toEqual([ARMED, rearmed]);
    expect(selectPending(page.snap())).toBeNull();
  });

  it('pause sends the alert paused', async () => {
    const paused: Alert = { ...ARMED, state: 'paused' };
    const page = alertsPage({ change: [paused] });
    await page.idle();
    page.send({ type: 'alerts.pause', uuid: ARMED.uuid });
    await page.idle();
    expect(page.calls[1]).toEqual({ call: 'change', input: { uuid: ARMED.uuid, state: 'paused' } });
    expect(selectAlerts(page.snap())).toEqual([paused, FIRED]);
  });

  it('delete drops the alert', async () => {
    const page = alertsPage({ remove: [undefined] });
    await page.idle();
    page.send({ type: 'alerts.remove', uuid: ARMED.uuid });
    await page.idle();
    expect(page.calls[1]).toEqual({ call: 'delete', input: { uuid: ARMED.uuid } });
    expect(selectAlerts(page.snap())).toEqual([FIRED]);
  });

  it('a refusal says why above the list and the alert stays as it was; the next action forgets it', async () => {
    const page = alertsPage({
      change: [{ status: 400, body: { detail: 'You can have at most 20 active alerts.' } }],
      remove: [{ status: 404, body: { detail: 'Not found.' } }, undefined],
    });
    await page.idle();
    page.send({ type: 'alerts.rearm', uuid: FIRED.uuid });
    await page.idle();
    expect(selectFailure(page.snap())).toEqual({ key: 'alerts.errors.tooMany' });
    expect(selectPending(page.snap())).toBeNull();
    expect(selectAlerts(page.snap())).toEqual([ARMED, FIRED]);
    page.send({ type: 'alerts.remove', uuid: FIRED.uuid });
    expect(selectFailure(page.snap())).toBeNull();
    await page.idle();
    expect(selectFailure(page.snap())).toEqual({ key: 'alerts.errors.gone' });
    expect(selectAlerts(page.snap())).toEqual([ARMED, FIRED]);
    page.send({ type: 'alerts.remove', uuid: ARMED.uuid });
    await page.idle();
    expect(selectFailure(page.snap())).toBeNull();
  });
});
