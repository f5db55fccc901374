/**
 * The households contract's plain values (no zod, product §13): what the SPA imports at run time. `household.ts` builds
 * its schemas on them; importing them from here keeps zod out of the SPA's route chunks.
 */

export const HOUSEHOLD_ROLES = ['owner', 'editor', 'viewer'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const MEMBER_RELATIONS = ['self', 'spouse', 'child', 'parent', 'other'] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];
/** The relations a person can give a member they add: `self` is the owner's own member only. */
export const ADDABLE_RELATIONS = MEMBER_RELATIONS.filter(
  (r): r is Exclude<MemberRelation, 'self'> => r !== 'self',
);

/** The small fixed palette a member's colour is chosen from (the server takes any #rrggbb). */
export const MEMBER_COLOURS = [
  '#c8963e',
  '#2f855a',
  '#3182ce',
  '#d53f8c',
  '#805ad5',
  '#dd6b20',
  '#319795',
  '#718096',
] as const;

export const MEMBER_NAME_MAX_LENGTH = 100;

/**
 * The most members a household may have, the owner's own included: a family's worth, and a bound on everything done
 * once per member (GET /api/zakat/members/ walks each member's hawl). Existing households over it keep their members.
 */
export const MAX_HOUSEHOLD_MEMBERS = 20;

/** POST's 400 when the household already has MAX_HOUSEHOLD_MEMBERS members. */
export const tooManyMembersMessage = `A household can have at most ${MAX_HOUSEHOLD_MEMBERS} members.`;

/** DELETE's 400 while the member still has transactions (move them first). */
export const memberHasTransactionsMessage =
  'This member has transactions. Move them to another member before removing them.';
