import type { Language } from '@contract/auth';
import type { InvitedRole } from '@contract/household-sharing';
import type { Mail } from '../mailer';
import { linkMail } from './auth-mails';
import { mailStrings } from './strings';

/** The invitation to a shared household (issue 17), as plain text and as HTML (right-to-left for Arabic). */
export function invitationMail(
  to: string,
  language: Language,
  invitation: { owner: string; household: string; role: InvitedRole; link: string; days: number },
): Mail {
  const s = mailStrings[language];
  const fill = (text: string) =>
    text
      .replaceAll('{owner}', invitation.owner)
      .replaceAll('{household}', invitation.household)
      .replaceAll('{days}', String(invitation.days))
      .replaceAll('{role}', invitation.role === 'editor' ? s.invitationEditor : s.invitationViewer);
  return linkMail(to, language, invitation.link, {
    subject: fill(s.invitationSubject),
    intro: fill(s.invitationIntro),
    how: s.invitationHow,
    button: s.invitationButton,
    expiry: fill(s.invitationExpiry),
    ignore: s.invitationIgnore,
  });
}
