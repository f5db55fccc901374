// One implementation for the SPA and the server's e-mails (product §17), in contract/.
export { onFirstUse } from '@contract/format-date';
