import type { Language } from '@contract/auth';
import type { InvitedRole } from '@contract/household-sharing';
import type { Mail } from '../mailer';
import { escapeHtml, layout, linkBlock, paragraph, plainText } from './auth-mails';
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
  const intro = fill(s.invitationIntro);
  const expiry = fill(s.invitationExpiry);
  const link = invitation.link;
  return {
    to,
    language,
    subject: fill(s.invitationSubject),
    text: plainText(s, [intro, '', s.invitationHow, link, '', expiry, s.invitationIgnore]),
    html: layout(language, s, [
      paragraph(escapeHtml(s.greeting)),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(s.invitationHow)),
      ...linkBlock(link, s.invitationButton),
      paragraph(escapeHtml(expiry)),
      paragraph(escapeHtml(s.invitationIgnore)),
    ]),
  };
}
