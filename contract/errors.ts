import { z } from 'zod';

/**
 * The error bodies every endpoint answers with, shaped as Django REST framework's (architecture §4.1), so the SPA's
 * "first message found" rule (product §5) works on all of them.
 */

/** DRF's own wording, reused by every schema so a 400 reads as the original stack's. */
export const drfMessages = {
  required: 'This field is required.',
  nullValue: 'This field may not be null.',
  blank: 'This field may not be blank.',
  notString: 'Not a valid string.',
  notBoolean: 'Must be a valid boolean.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notFound: 'Not found.',
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

/** `{"field": ["message", …]}`: a 400 about named fields. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** `{"detail": "message"}` (401, 403, 404, 429, 503…); SimpleJWT adds a `code`. */
export const detailErrorSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
});
export type DetailError = z.infer<typeof detailErrorSchema>;

/** SimpleJWT's 401 for a bad or expired access token on a protected call. */
export const tokenNotValidErrorSchema = z.object({
  detail: z.literal('Given token not valid for any token type'),
  code: z.literal('token_not_valid'),
  messages: z.array(
    z.object({
      token_class: z.string(),
      token_type: z.string(),
      message: z.string(),
    }),
  ),
});
export type TokenNotValidError = z.infer<typeof tokenNotValidErrorSchema>;

/** Any error body the API can answer with. */
export const apiErrorSchema = z.union([detailErrorSchema, fieldErrorsSchema]);
export type ApiError = z.infer<typeof apiErrorSchema>;

type Issue = { input?: unknown; code?: string };

/** Zod error callback giving DRF's messages for a missing, null or wrongly typed field. */
export function drfTypeError(wrongType: string) {
  return (issue: Issue) => {
    if (issue.input === undefined) return drfMessages.required;
    if (issue.input === null) return drfMessages.nullValue;
    return wrongType;
  };
}

/** A required string field as DRF's `CharField`: required, not null, not blank (after trimming when asked). */
export function drfString(options: { trim?: boolean; maxLength?: number } = {}) {
  let schema = z.string({ error: drfTypeError(drfMessages.notString) });
  if (options.trim) schema = schema.trim();
  schema = schema.min(1, { error: drfMessages.blank, abort: true });
  if (options.maxLength !== undefined) {
    schema = schema.max(options.maxLength, { error: drfMessages.maxLength(options.maxLength), abort: true });
  }
  return schema;
}

/** A required boolean field as DRF's `BooleanField` (JSON booleans only). */
export function drfBoolean() {
  return z.boolean({ error: drfTypeError(drfMessages.notBoolean) });
}
