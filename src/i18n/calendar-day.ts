// The SPA's calendar days are the e-mails' (product §17): one implementation, in contract/, which the server reads too.
export {
  formatBothCalendars,
  formatGregorianDay,
  formatHijriDay,
  formatMonth,
  joinParts,
  PARTS_SEPARATOR,
} from '@contract/format-date';
