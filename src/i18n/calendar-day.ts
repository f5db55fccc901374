// The SPA's calendar days are the e-mails' (issue 34): one implementation, in contract/, which the server reads too.
export {
  formatBothCalendars,
  formatGregorianDay,
  formatHijriDay,
  formatMonth,
  joinParts,
  PARTS_SEPARATOR,
} from '@contract/format-date';
