export interface DisclaimerInput {
  /** product §2: the card cannot be dismissed on the landing page; elsewhere it can, until acknowledged. */
  closable: boolean;
  /** Whether the visitor acknowledged it before (read from storage by the app). */
  acknowledged: boolean;
}

export type DisclaimerContext = DisclaimerInput;

export type DisclaimerEvent =
  { type: 'disclaimer.readMore' } | { type: 'disclaimer.closeDetails' } | { type: 'disclaimer.acknowledge' };
