import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { disclaimerStorageKey, persistAcknowledgement } from '@/components/disclaimer/disclaimer-card';
import { DisclaimerView } from '@/components/disclaimer/disclaimer-view';
import { testMachineModel, type ModelTestConfig } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { disclaimerMachine } from './disclaimer.machine';
import type { DisclaimerInput } from './types';

type Machine = typeof disclaimerMachine;
const input = (s: AnyMachineSnapshot) => s.context as DisclaimerInput;
const dialog = () => document.querySelector('dialog');

const config: Omit<ModelTestConfig<Machine>, 'input' | 'inputs'> = {
  machine: disclaimerMachine,
  provide: { actions: { persistAcknowledgement } } as never,
  render: (actor) => {
    localStorage.removeItem(disclaimerStorageKey);
    return <DisclaimerView actorRef={actor} />;
  },
  wrapper: createTestProviders({ language: 'en' }),
  events: {
    'disclaimer.readMore': clicksButton('Read more', 'clicks “Read more”'),
    'disclaimer.closeDetails': clicksButton('Close', 'closes the full text'),
    'disclaimer.acknowledge': clicksButton('Got it', 'clicks “Got it”'),
  },
  sees: {
    shown: 'The card “Important notice” with its summary, signed “The Dahabi team”.',
    'shown.summary':
      'The summary only; a “Got it” button where the card may be dismissed (not on the landing page).',
    'shown.details':
      'The full text in a modal (“Neither Dahabi nor its team accepts any liability…”); no “Got it” behind it.',
    acknowledged: 'No notice; the choice is remembered for the next visit.',
  },
  states: {
    shown: ({ screen }) => {
      expect(screen.getAllByRole('heading', { name: 'Important notice', level: 2 }).length).toBeGreaterThan(
        0,
      );
      expect(screen.getByText(/It is a personal tool for following your savings/)).toBeTruthy();
      expect(screen.getAllByText(/The Dahabi team/).length).toBeGreaterThan(0);
    },
    'shown.summary': ({ screen, snapshot }) => {
      // product §2: not dismissable on the landing page; elsewhere until acknowledged.
      expect(screen.queryByRole('button', { name: 'Got it' }) !== null).toBe(input(snapshot).closable);
      expect(dialog()?.open).toBe(false);
      expect(screen.queryByText(/Neither Dahabi nor its team accepts any liability/)).toBeNull();
    },
    'shown.details': ({ screen }) => {
      expect(dialog()?.open).toBe(true);
      // The card behind the modal cannot be acknowledged.
      expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
      expect(screen.getByText(/Neither Dahabi nor its team accepts any liability/)).toBeTruthy();
      expect(screen.getByText(/Only your e-mail address is collected at sign-up/)).toBeTruthy();
    },
    acknowledged: ({ screen, snapshot }) => {
      expect(screen.queryByText('Important notice')).toBeNull();
      // Acknowledged now (not at an earlier visit): the choice is remembered.
      if (!input(snapshot).acknowledged) expect(localStorage.getItem(disclaimerStorageKey)).toBe('true');
    },
  },
};

// Where the card appears decides the start: the landing page (never closable), elsewhere before and after the
// visitor acknowledged it. One coverage check counts every start together.
const starts: DisclaimerInput[] = [
  { closable: false, acknowledged: false },
  { closable: false, acknowledged: true },
  { closable: true, acknowledged: false },
  { closable: true, acknowledged: true },
];

testMachineModel('disclaimer', { ...config, inputs: starts } as ModelTestConfig<Machine>);
