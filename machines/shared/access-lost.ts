import type { ScopeInput } from './acting-for';
import type { ApiFailure } from './api-failure';

/**
 * product §13: a page's read answered 404 while it acts for a shared household: the household may be gone for this
 * person (its owner revoked the access). Only the guard of the household scope can tell (it asks again), so the page
 * only reports it; in the person's own household a 404 is the page's own failure.
 */
export const losesSharedAccess = ({ context }: { context: ScopeInput }, failure: ApiFailure) =>
  context.scope.household !== null && failure.status === 404;

/**
 * What a page tells its parent, the app machine (ADR 030), which forwards `app.accessLost` to the household scope.
 * Each page machine sends it with `sendParent` as its `reportAccessLost` action.
 */
export const accessLostReport = ({ scope }: ScopeInput) => ({
  type: 'app.accessLost' as const,
  household: scope.household ?? '',
});
