import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';

/** What the dialog asks: how much of one item a member (or the whole ledger) holds at the end of one day. */
export interface HoldingQuestion {
  assetId: number;
  /** the calendar day `YYYY-MM-DD`, counted whole (every entry of that day) */
  date: string;
  /** the transaction being edited, left out of the count: the sale itself must not lower what it may sell */
  exclude: string | null;
  /** the household member whose gold it is; absent: the whole ledger */
  member?: string;
}

/** What `loadHolding` gets: whom the dialog acts for and its question. */
export interface HoldingRequest {
  scope: ActingFor;
  question: HoldingQuestion;
}

export type SellHoldingInput = ScopeInput;

export interface SellHoldingContext {
  /** Whom the dialog acts for (its input). */
  scope: ActingFor;
  question: HoldingQuestion | null;
  /** the quantity held, once known */
  held: number | null;
}

export type SellHoldingEvent =
  { type: 'holding.asked'; question: HoldingQuestion } | { type: 'holding.cleared' };
