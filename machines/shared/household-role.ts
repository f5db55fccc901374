import type { HouseholdRole } from '@contract/household-values';

export type { HouseholdRole };

/**
 * The person's role in the household a machine acts for, from the input the page gives it. A viewer reads the
 * household and writes nothing: each write event's first transition is `{ guard: 'isViewer' }`, which takes the event
 * and does nothing (no state change, no request), so `snapshot.can(event)` is false for a viewer and the view offers
 * no control for it. The server refuses a viewer's write as well; the machine does not depend on that.
 */
export type RoleInput = { role: HouseholdRole };

/** The guard every machine with write events names `isViewer`. */
export const isViewer = ({ context }: { context: { role: HouseholdRole } }) => context.role === 'viewer';

/** A write event's refusal for a viewer: ignored. Put it first among the event's transitions. */
export const refusedToViewer = { guard: 'isViewer' } as const;

/**
 * The writes only the household's owner makes: its members and its sharing (product §13). An editor records
 * transactions but manages neither, so an editor's machine refuses these as a viewer's does. The guard is `isNotOwner`.
 */
export const isNotOwner = ({ context }: { context: { role: HouseholdRole } }) => context.role !== 'owner';

/** An owner-only write event's refusal for anyone else: ignored. Put it first among the event's transitions. */
export const refusedToNonOwner = { guard: 'isNotOwner' } as const;
