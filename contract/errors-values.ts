/** The error contract's plain values (no zod): what the SPA imports at run time; `errors.ts` holds the schemas. */

/** Our 503's `detail` while the database cannot be reached (architecture §6); the SPA shows it in the visitor's language. */
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
