import type { Access, Invitation, InvitedRole } from '@contract/household-sharing';
import type { HouseholdRole } from '@contract/household-values';
import type { UserMessage } from '@machines/shared/api-failure';

export interface SharingData {
  /** The people with access, the owner first. */
  access: Access[];
  /** The owner's pending invitations. */
  invitations: Invitation[];
}

export interface InvitationDraft {
  email: string;
  role: InvitedRole;
}

export interface HouseholdSharingContext extends SharingData {
  /** The person's role in the household (the page's input): only its owner shares it. */
  role: HouseholdRole;
  draft: InvitationDraft;
  fieldErrors: Partial<Record<keyof InvitationDraft, UserMessage>>;
  failure: UserMessage | null;
  /** The access or invitation being revoked or cancelled. */
  pending: string | null;
}

export type HouseholdSharingEvent =
  | { type: 'sharing.retry' }
  | { type: 'sharing.emailChanged'; value: string }
  | { type: 'sharing.roleChanged'; value: InvitedRole }
  | { type: 'sharing.invite' }
  | { type: 'sharing.revoke'; uuid: string }
  | { type: 'sharing.confirmRevoke' }
  | { type: 'sharing.keepAccess' }
  | { type: 'sharing.cancelInvitation'; uuid: string }
  // From its parent, the family page's machine: a held share was kept, who has access is read again.
  | { type: 'sharing.reload' };
