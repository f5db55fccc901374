import { type ComponentType, type ReactNode, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Household, Member } from '@contract/household';
import { householdScopeMachine } from '@machines/household-scope/household-scope.machine';
import { ScopeActorProvider } from '@/app/household-scope/household-scope-provider';

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

/**
 * Wraps the providers of a view test with a household-scope actor whose household has these members, as the signed-in
 * layout would: views that offer a member (the transaction dialog's picker) then offer them.
 */
export function withHouseholdScope(
  Providers: ComponentType<{ children: ReactNode }>,
  members: Member[] = [SELF_MEMBER, SPOUSE_MEMBER],
  households: Household[] = [],
): ComponentType<{ children: ReactNode }> {
  return function ScopedProviders({ children }) {
    const [actor] = useState(() =>
      createActor(
        householdScopeMachine.provide({
          actors: { loadScope: fromPromise(async () => ({ households, members })) },
        }),
        { input: {} },
      ).start(),
    );
    return (
      <Providers>
        <ScopeActorProvider actorRef={actor}>{children}</ScopeActorProvider>
      </Providers>
    );
  };
}
