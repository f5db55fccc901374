import type { SnapshotFrom } from 'xstate';
import type { SellHoldingMachine } from './sell-holding.machine';

type SellHoldingSnapshot = SnapshotFrom<SellHoldingMachine>;

/** The quantity held on the sale's date, once known; null while asking, when unknown or when nothing is asked. */
export const selectHeld = (s: SellHoldingSnapshot | undefined) =>
  s?.matches('known') ? s.context.held : null;
export const selectIsLoadingHolding = (s: SellHoldingSnapshot | undefined) => s?.matches('loading') ?? false;
