import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { disclaimerStorageKey, persistAcknowledgement } from '@/components/disclaimer/disclaimer-card';
import { DisclaimerView } from '@/components/disclaimer/disclaimer-view';
import { allTransitions, transitionKey } from '@tests/support/model-derivation';
import { planPaths, runPath, type ModelTestConfig } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { disclaimerMachine } from './disclaimer.machine';
import type { DisclaimerInput } from './types';

type Machine = typeof disclaimerMachine;
const input = (s: AnyMachineSnapshot) => s.context as DisclaimerInput;
const dialog = () => document.querySelector('dialog');

const config: Omit<ModelTestConfig<Machine>, 'input'> = {
  machine: disclaimerMachine,
  provide: { actions: { persistAcknowledgement } } as never,
  render: (actor) => {
    localStorage.removeItem(disclaimerStorageKey);
    return <DisclaimerView actorRef={actor} />;
  },
  wrapper: createTestProviders({ language: 'en' }),
  events: {
    'disclaimer.readMore': {
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Read more' })),
    },
    'disclaimer.closeDetails': {
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Close' })),
    },
    'disclaimer.acknowledge': {
      exec: ({ user, screen }) => user.click(screen.getByRole('button', { name: 'Got it' })),
    },
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
      // spec §2: not dismissable on the landing page; elsewhere until acknowledged.
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
// visitor acknowledged it. The coverage check counts the three starts together.
const starts: DisclaimerInput[] = [
  { closable: false, acknowledged: false },
  { closable: false, acknowledged: true },
  { closable: true, acknowledged: false },
  { closable: true, acknowledged: true },
];

describe('disclaimer (model-based)', () => {
  const walked = new Set<string>();
  afterEach(() => cleanup());

  for (const start of starts) {
    const withInput = { ...config, input: start } as ModelTestConfig<Machine>;
    // The start's eventless transitions run in xstate's constructor, before the harness can record them.
    createActor(disclaimerMachine, {
      input: start,
      inspect: (ev) => {
        if (ev.type === '@xstate.microstep') for (const t of ev._transitions) walked.add(transitionKey(t));
      },
    });
    const label = `${start.closable ? 'closable' : 'landing'}${start.acknowledged ? ', acknowledged before' : ''}`;
    planPaths(withInput).forEach((path, index) => {
      it(`${label}, path ${index + 1}: ${path.description}`, () => runPath(withInput, path, walked));
    });
  }

  it('walks every transition of the machine', () => {
    const missing = allTransitions(disclaimerMachine).filter((t) => !walked.has(t));
    expect(missing, `transitions never walked:\n${missing.join('\n')}`).toEqual([]);
  });
});
