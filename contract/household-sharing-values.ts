/** The sharing contract's plain values (no zod, issue 17): what the SPA imports at run time. */

/** The roles an invitation can give (the owner's role is never given). */
export const invitedRoles = ['viewer', 'editor'] as const;
export type InvitedRole = (typeof invitedRoles)[number];
