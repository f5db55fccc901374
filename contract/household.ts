import { z } from 'zod';
import {
  HOUSEHOLD_ROLES,
  MAX_HOUSEHOLD_MEMBERS,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_RELATIONS,
  memberHasTransactionsMessage,
  tooManyMembersMessage,
} from './household-values';
import { zakatResponseSchema } from './zakat';

export { MAX_HOUSEHOLD_MEMBERS, MEMBER_NAME_MAX_LENGTH, memberHasTransactionsMessage, tooManyMembersMessage };

/**
 * Households API contract (product §13, architecture §10): an account's household, its members (people whose gold it
 * records) and the households the caller holds a role in.
 */

export const householdRoles = HOUSEHOLD_ROLES;
export const householdRoleSchema = z.enum(householdRoles);
export type HouseholdRole = z.infer<typeof householdRoleSchema>;

export const memberRelations = MEMBER_RELATIONS;
export const memberRelationSchema = z.enum(memberRelations);
export type MemberRelation = z.infer<typeof memberRelationSchema>;

/** GET /api/households/: every household the caller holds a role in, their own first. */
export const householdSchema = z.object({ uuid: z.uuid(), name: z.string(), role: householdRoleSchema });
export type Household = z.infer<typeof householdSchema>;
export const householdListSchema = z.array(householdSchema);

export const memberNameMessage = `Ensure this field has no more than ${MEMBER_NAME_MAX_LENGTH} characters.`;
export const blankMessage = 'This field may not be blank.';
export const colourMessage = 'Enter a colour as #rrggbb.';
export const selfRelationMessage = 'Only the owner’s own member has the relation "self".';

/** A member as the API answers it; the owner's own member has `relation: "self"`. */
export const memberSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  relation: memberRelationSchema,
  colour: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

const memberName = z
  .string()
  .trim()
  .min(1, { error: blankMessage })
  .max(MEMBER_NAME_MAX_LENGTH, { error: memberNameMessage });
const colour = z
  .string()
  .max(7, { error: colourMessage, abort: true })
  .regex(/^#[0-9a-f]{6}$/i, { error: colourMessage })
  .transform((c) => c.toLowerCase());

/** POST /api/household/members/. Unknown keys are rejected. */
export const createMemberPayloadSchema = z.strictObject({
  name: memberName,
  relation: memberRelationSchema,
  colour,
});
export type CreateMemberPayload = z.input<typeof createMemberPayloadSchema>;

/** PATCH /api/household/members/{uuid}/: any of the fields. */
export const updateMemberPayloadSchema = z.strictObject({
  name: memberName.optional(),
  relation: memberRelationSchema.optional(),
  colour: colour.optional(),
});
export type UpdateMemberPayload = z.input<typeof updateMemberPayloadSchema>;

/** POST /api/household/members/{uuid}/move/: every transaction of the member goes to `to`. */
export const moveMemberPayloadSchema = z.strictObject({ to: z.string().max(64, { abort: true }) });
export type MoveMemberPayload = z.input<typeof moveMemberPayloadSchema>;
export const moveMemberResponseSchema = z.object({ moved: z.number().int() });

export const ownMemberMessage = 'The owner’s own member cannot be removed.';
export const moveToSelfMessage = 'Choose another member.';

/** The path parameter of the member routes: anything but a member's uuid names nothing (404). */
export const memberParamsSchema = z.object({ uuid: z.string() });

/**
 * GET /api/zakat/members/: zakat computed per member (each with their own nisab, hawl, settings and payments), one
 * result each (product §13 and §12); `total_due` is the sum of what each member owes, never a pooled computation.
 */
export const memberZakatListSchema = z.object({
  members: z.array(z.object({ member: memberSchema, zakat: zakatResponseSchema })),
  total_due: z.number(),
});
export type MemberZakatList = z.infer<typeof memberZakatListSchema>;
export type MemberZakat = MemberZakatList['members'][number];
