/**
 * The reminder as an iCalendar file (RFC 5545): one all-day event on the due day, its description in Arabic
 * and English. Lines are folded at 75 octets and text escaped as the RFC asks, so calendar apps accept it.
 */
export interface ReminderInput {
  uid: string;
  dueOn: string;
  dueOnHijri: string;
  /** Formatted EGP amount (due or estimated). */
  amount: string;
  stamp: Date;
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basic = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function reminderCalendar({ uid, dueOn, dueOnHijri, amount, stamp }: ReminderInput): string {
  const description = [
    `موعد إخراج الزكاة (${dueOnHijri} هـ). المبلغ التقريبي: ${amount} ج.م. أداة حساب وليست فتوى.`,
    `Zakat is due (${dueOnHijri} AH). Approximate amount: EGP ${amount}. A calculation aid, not a fatwa.`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dahabi//Zakat reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@dahabi`,
    `DTSTAMP:${stamp
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    `DTSTART;VALUE=DATE:${basic(dueOn)}`,
    `DTEND;VALUE=DATE:${basic(nextDay(dueOn))}`,
    `SUMMARY:${escapeText('موعد الزكاة — Zakat due')}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
