/** The sharing contract's plain values (no zod, product §13): what the SPA imports at run time. */

/** The roles an invitation can give (the owner's role is never given). */
export const invitedRoles = ['viewer', 'editor'] as const;
export type InvitedRole = (typeof invitedRoles)[number];

/**
 * The most invitations a household can have pending at once: each one sent an e-mail, so the list (and the mail it
 * costs) stays bounded. Inviting an address again replaces its invitation and takes no second place.
 */
export const MAX_PENDING_INVITATIONS = 20;

/** POST's 400 `{"detail": …}` when the household already has MAX_PENDING_INVITATIONS pending. */
export const tooManyInvitationsMessage = `This household already has ${MAX_PENDING_INVITATIONS} pending invitations, the most it can have: cancel one, or wait until one is accepted or expires.`;
