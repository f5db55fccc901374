// One implementation for the SPA and the server's e-mails (issue 34), in contract/.
export { onFirstUse } from '@contract/format-date';
