import type { ApiFailure } from './api-failure';

/**
 * Failed calls as machine tests fake them (an invoke's `error`), named for what the person met: the ones many
 * machines meet alike. A failure with its own words (a field refused, a throttled call's wait) stays in its test.
 */

/** No answer came back: offline, DNS, the server down. */
export const offline: ApiFailure = { status: null, body: null };

/** The server failed (500) without saying why. */
export const serverError: ApiFailure = { status: 500, body: null };

/** What was asked for is gone, or never was (404). */
export const notFound: ApiFailure = { status: 404, body: { detail: 'Not found.' } };
