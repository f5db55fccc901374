import type { HeldShare } from '@contract/auth';
import type { UserMessage } from '@machines/shared/api-failure';

export interface HeldSharesContext {
  /** The shares a password reset held, oldest first: no access until the owner keeps them. */
  shares: HeldShare[];
  failure: UserMessage | null;
  /** The held share being kept or ended, or whose ending waits for its confirmation. */
  pending: string | null;
}

export type HeldSharesEvent =
  | { type: 'held.retry' }
  | { type: 'held.keep'; uuid: string }
  | { type: 'held.end'; uuid: string }
  | { type: 'held.confirmEnd' }
  | { type: 'held.cancelEnd' };
