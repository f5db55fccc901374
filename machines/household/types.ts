import type { Member } from '@contract/household';
import type { HouseholdRole, MemberRelation } from '@contract/household-values';
import type { ActingFor } from '@machines/shared/acting-for';
import type { UserMessage } from '@machines/shared/api-failure';

/** A member with what their part of the household is worth now. */
export type MemberTotal = Member & { total: number };

export interface HouseholdData {
  members: MemberTotal[];
  /** The whole household's value (the members' totals add up to it). */
  total: number;
}

/** The add / edit form: a name, a relation and a colour from the fixed palette. */
export interface MemberDraft {
  name: string;
  relation: MemberRelation;
  colour: string;
}

export type DraftField = keyof MemberDraft;

export interface SaveMemberInput {
  /** null: a new member. */
  uuid: string | null;
  draft: MemberDraft;
}

export interface HouseholdContext {
  /** The person's role in the household (the page's input): only its owner manages the members. */
  role: HouseholdRole;
  /** Whom the page acts for (the app's scope, ADR 030): a 404 in a shared household may be lost access. */
  scope: ActingFor;
  members: MemberTotal[];
  total: number;
  draft: MemberDraft;
  /** The member the form edits; null while adding one. */
  editing: string | null;
  fieldErrors: Partial<Record<DraftField, UserMessage>>;
  /** A refusal or failed call that belongs to no field, shown above the list. */
  failure: UserMessage | null;
  /** The member being removed. */
  removing: string | null;
  /** Where the transactions of a member with some go before they are removed. */
  moveTo: string | null;
}

export type HouseholdEvent =
  | { type: 'household.retry' }
  | { type: 'member.add' }
  | { type: 'member.edit'; uuid: string }
  | { type: 'member.nameChanged'; value: string }
  | { type: 'member.relationChanged'; value: MemberRelation }
  | { type: 'member.colourChanged'; value: string }
  | { type: 'member.save' }
  | { type: 'member.cancel' }
  | { type: 'member.remove'; uuid: string }
  | { type: 'member.confirmRemove' }
  | { type: 'member.moveTargetChanged'; uuid: string }
  | { type: 'member.confirmMove' }
  // From the held shares (its child): a share was kept.
  | { type: 'held.kept' };
