// The SPA's calendar days are the e-mails' (issue 34): one implementation, in contract/, which the server reads too.
export { formatGregorianDay, formatHijriDay, formatMonth } from '@contract/format-date';
