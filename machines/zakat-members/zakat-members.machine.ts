import type { MemberZakatList } from '@contract/household';
import { assign, setup } from 'xstate';
import type { ScopeInput } from '@machines/shared/acting-for';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';

type Context = ScopeInput & { results: MemberZakatList };
type Event = { type: 'memberZakat.retry' };

/**
 * The zakat page for the whole family (product §13 and §12): zakat is owed by each person separately, so each member's
 * result (their own nisab, hawl, settings and payments) is listed, never a pooled computation; the total owed is the
 * sum of what each owes. Opening a member shows their computation in full.
 */
export const zakatMembersMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: { context: {} as Context, events: {} as Event, input: {} as ScopeInput },
  actors: {
    /** GET /api/zakat/members/ */
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    loadMemberZakat: placeholderActor<MemberZakatList, ScopeInput>('loadMemberZakat'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    setResults: assign((_, results: MemberZakatList) => ({ results })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  id: 'zakatMembers',
  context: ({ input }) => ({
    scope: input.scope,
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration: never shown: selectResults reads them only once loaded
    results: { members: [], total_due: 0 },
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMemberZakat',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'loadMemberZakat',
        input: ({ context }) => ({ scope: context.scope }),
        onDone: { target: 'loaded', actions: { type: 'setResults', params: ({ event }) => event.output } },
        onError: { target: 'loadingFailed', actions: lostAccess },
      },
    },
    loadingFailed: { on: { 'memberZakat.retry': 'loading' } },
    loaded: {},
  },
});

export type ZakatMembersMachine = typeof zakatMembersMachine;
