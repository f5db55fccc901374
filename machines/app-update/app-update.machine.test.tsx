import { beforeEach, expect, vi } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { UpdatePromptView } from '@/pwa/update-prompt';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel, type ModelTestConfig } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { appUpdateMachine } from './app-update.machine';

type Machine = typeof appUpdateMachine;
const reloadPage = vi.fn();
beforeEach(() => reloadPage.mockClear());

function config(language: 'ar' | 'en'): ModelTestConfig<Machine> {
  const text = (language === 'ar' ? ar : en).pwa.update;
  const prompt = (screen: Parameters<ModelTestConfig<Machine>['states'][string]>[0]['screen']) =>
    screen.queryByRole('region', { name: text.title });
  return {
    machine: appUpdateMachine,
    provide: { actions: { reloadPage } } as never,
    render: (actor) => <UpdatePromptView actorRef={actor} />,
    wrapper: createTestProviders({ language }),
    actors: {
      activateUpdate: { done: [undefined], error: [new Error('the new version did not take over')] },
    },
    events: {
      // From the service worker (src/pwa/pwa-status.tsx), not from this view.
      'update.ready': 'send',
      'update.accept': clicksButton(text.reload, 'clicks Reload'),
      'update.dismiss': clicksButton(text.later, 'clicks Later'),
    },
    sees: {
      idle: 'No update prompt.',
      available:
        'The prompt “A new version is available” with an enabled Reload button and a Later button; nothing reloads yet.',
      dismissed: 'The prompt is gone; nothing reloads.',
      activating: 'Reload reads “Reloading…” and is disabled; Later is gone; nothing reloads yet.',
      reloading: 'Reload stays disabled and the page reloads once.',
    },
    states: {
      idle: ({ screen }) => expect(prompt(screen)).toBeNull(),
      available: ({ screen }) => {
        expect(prompt(screen)?.textContent).toContain(text.message);
        expect(screen.getByRole('button', { name: text.reload }).hasAttribute('disabled')).toBe(false);
        expect(screen.getByRole('button', { name: text.later })).toBeTruthy();
        // Asking is all it does: nothing reloads until the person says so.
        expect(reloadPage).not.toHaveBeenCalled();
      },
      dismissed: ({ screen }) => {
        expect(prompt(screen)).toBeNull();
        expect(reloadPage).not.toHaveBeenCalled();
      },
      activating: ({ screen }) => {
        expect(screen.getByRole('button', { name: text.reloading }).hasAttribute('disabled')).toBe(true);
        expect(screen.queryByRole('button', { name: text.later })).toBeNull();
        expect(reloadPage).not.toHaveBeenCalled();
      },
      reloading: ({ screen }) => {
        expect(screen.getByRole('button', { name: text.reloading }).hasAttribute('disabled')).toBe(true);
        expect(reloadPage).toHaveBeenCalledTimes(1);
      },
    },
  };
}

testMachineModel('app update (English)', config('en'));
// The same paths in Arabic: documented once, by the English suite.
testMachineModel('app update (Arabic)', { ...config('ar'), plan: false });
