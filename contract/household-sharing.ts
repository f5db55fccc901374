import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth';
import { drfMessages, drfString } from './errors';
import { householdRoleSchema, householdSchema } from './household';
import { invitedRoles, tooManyInvitationsMessage } from './household-sharing-values';

/**
 * Sharing a household (product §13, docs/decisions/017-household-sharing.md): invitations by e-mail, the people with
 * access and their roles, leaving a household shared with you.
 */

export { invitedRoles, tooManyInvitationsMessage };
export const invitedRoleSchema = z.enum(invitedRoles);
export type InvitedRole = z.infer<typeof invitedRoleSchema>;

/** POST /api/household/invitations/. Unknown keys are rejected. */
export const invitationPayloadSchema = z.strictObject({
  email: drfString({ trim: true, maxLength: EMAIL_MAX_LENGTH }).email({ error: drfMessages.invalidEmail }),
  role: invitedRoleSchema,
});
export type InvitationPayload = z.input<typeof invitationPayloadSchema>;

/** POST /api/household/invitations/accept/: the token of the e-mail's link `PUBLIC_URL/invitations/{token}`. */
export const acceptInvitationPayloadSchema = z.strictObject({
  token: drfString({ maxLength: 128 }),
});
export type AcceptInvitationPayload = z.input<typeof acceptInvitationPayloadSchema>;
/** 200: the household joined and the caller's role in it. */
export const acceptedInvitationSchema = householdSchema;

/**
 * GET /api/invitations/{token}/: what a link opened signed out may show before the person signs in or up — the name
 * of the household's owner (their own member's name), nothing else. A link not valid, used or expired answers 404.
 */
export const invitationPreviewSchema = z.object({ owner: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The 400 `{"token": [...]}` of a bad, used or expired link, or one sent to another address. */
export const invitationTokenMessage = 'This invitation link is invalid, already used or expired.';
export const invitationAddressMessage = 'This invitation was sent to another e-mail address.';
/** The owner cannot invite themselves (they hold the household already). */
export const inviteSelfMessage = 'You already own this household.';

/** GET /api/household/access/: the people with access, the owner first. */
export const accessSchema = z.object({ uuid: z.uuid(), email: z.string(), role: householdRoleSchema });
export type Access = z.infer<typeof accessSchema>;
export const accessListSchema = z.array(accessSchema);
/** A pending invitation as the owner sees it (the token is only ever in the e-mail); `expires_at` in ISO 8601. */
export const invitationSchema = accessSchema.extend({ role: invitedRoleSchema, expires_at: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/** The owner's own access cannot be revoked (delete the account instead). */
export const revokeOwnerMessage = 'The owner’s access cannot be revoked.';

/** POST /api/household/leave/: the household (uuid) to leave; 204. */
export const leavePayloadSchema = z.strictObject({ household: z.string().max(64, { abort: true }) });
export type LeavePayload = z.input<typeof leavePayloadSchema>;
export const leaveOwnMessage = 'You own this household: you cannot leave it.';

/** The path parameter of the invitation and access routes: anything else names nothing (404). */
export const sharingParamsSchema = z.object({ uuid: z.string() });

/** DRF's 403 for a role that may not do this (a viewer's write, an editor managing members or sharing). */
export const permissionDeniedMessage = 'You do not have permission to perform this action.';
