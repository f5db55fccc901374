// The SPA's Cairo times are the e-mails' (product §17): one implementation, in contract/, which the server reads too.
export { cairoDayOf, formatCairoClock, formatCairoTime, type CairoTimeLanguage } from '@contract/format-date';
