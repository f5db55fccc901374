import type { MemberZakatList } from '@contract/household';
import { assign, setup } from 'xstate';
import type { ScopeInput } from '../shared/acting-for';
import { placeholderActor } from '../shared/placeholder-actor';
import { loadingStates } from '../shared/loading-states';

type Context = ScopeInput & { results: MemberZakatList };
type Event = { type: 'memberZakat.retry' };

/**
 * The zakat page for the whole family (product §13 and §12): zakat is owed by each person separately, so each member's
 * result (their own nisab, hawl, settings and payments) is listed, never a pooled computation; the total owed is the
 * sum of what each owes. Opening a member shows their computation in full.
 */
export const zakatMembersMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as ScopeInput },
  actors: {
    /** GET /api/zakat/members/ */
    loadMemberZakat: placeholderActor<MemberZakatList, ScopeInput>('loadMemberZakat'),
  },
  actions: {
    setResults: assign((_, results: MemberZakatList) => ({ results })),
  },
}).createMachine({
  id: 'zakatMembers',
  context: ({ input }) => ({ scope: input.scope, results: { members: [], total_due: 0 } }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadMemberZakat',
      input: ({ context }: { context: Context }) => ({ scope: context.scope }),
      store: 'setResults',
      then: 'loaded',
      retry: 'memberZakat.retry',
    }),
    loaded: {},
  },
});

export type ZakatMembersMachine = typeof zakatMembersMachine;
