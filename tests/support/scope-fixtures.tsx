import { type ComponentType, type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Household, Member } from '@contract/household';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { readStoredPreferences } from '@/app/preferences/document-preferences';
import { type AppActor, AppSystemProvider } from '@/app/system/app-system';
import { livePreferencesMachine } from '@/app/system/live-app';
import { startTestApp } from './app-system';

/** A household of two: the owner's own member and a spouse (product §13). */
export const SELF_MEMBER: Member = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Ahmed',
  relation: 'self',
  colour: '#c8963e',
};
export const SPOUSE_MEMBER: Member = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Mona',
  relation: 'spouse',
  colour: '#d53f8c',
};

/** A token whose expiry is far off: the test app's session is signed in for the whole test. */
const SIGNED_IN = {
  accessToken: 'test-access',
  refreshToken: 'test-refresh',
  user: { user_id: 1, exp: 4102444800 },
};

/**
 * An app signed in on /dashboard (ADR 030), its preferences bound to the document: its household scope, the app
 * machine's child while the signed-in frame is shown, lists these households and members; the notifications list
 * none (app-system.ts).
 */
export function startScopedTestApp(members: Member[], households: Household[] = []): AppActor {
  return startTestApp(
    {
      preferences: livePreferencesMachine,
      householdScope: householdScopeMachine.provide({
        actors: { loadScope: fromPromise(async () => ({ households, members })) },
      }),
    },
    {
      session: { ...SIGNED_IN, now: Date.now() },
      preferences: readStoredPreferences(),
      pathname: '/dashboard',
    },
  );
}

/**
 * Wraps the providers of a view test with an app whose household has these members, as the signed-in frame would:
 * views that offer a member (the transaction dialog's picker) then offer them.
 */
export function withHouseholdScope(
  Providers: ComponentType<{ children: ReactNode }>,
  members: Member[] = [SELF_MEMBER, SPOUSE_MEMBER],
  households: Household[] = [],
): ComponentType<{ children: ReactNode }> {
  return function ScopedProviders({ children }) {
    const [app] = useState(() => startScopedTestApp(members, households));
    return (
      <Providers>
        <AppSystemProvider app={app}>{children}</AppSystemProvider>
      </Providers>
    );
  };
}
