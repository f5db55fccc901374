import type { Language } from '@contract/auth';
import type { InvitedRole } from '@contract/household-sharing';
import type { Mail } from '../mailer';
import { mailWords } from '../translate';
import { linkMail } from './auth-mails';

/** The invitation to a shared household (product §13), as plain text and as HTML (right-to-left for Arabic). */
export function invitationMail(
  to: string,
  language: Language,
  invitation: { owner: string; household: string; role: InvitedRole; link: string; days: number },
): Mail {
  const t = mailWords(language);
  const values = {
    owner: invitation.owner,
    household: invitation.household,
    days: invitation.days,
    role: t(invitation.role === 'editor' ? 'mail.invitation.editor' : 'mail.invitation.viewer'),
  };
  return linkMail(to, language, invitation.link, {
    subject: t('mail.invitation.subject', values),
    intro: t('mail.invitation.intro', values),
    how: t('mail.invitation.how'),
    button: t('mail.invitation.button'),
    expiry: t('mail.invitation.expiry', values),
    ignore: t('mail.invitation.ignore'),
  });
}
