// The SPA's figures are the e-mails' (product §17): one implementation, in contract/, which the server reads too.
export { formatAmount, formatNumber, formatPercent, formatShare } from '@contract/format-number';
