import type { Context } from 'hono';
import { z } from 'zod';

/**
 * Django REST framework's error shapes (architecture §4.1): `{"field": ["message"]}` for validation, `{"detail": "…"}`
 * otherwise, so the SPA's "first message found" rule works on every 4xx.
 */

export type FieldErrors = Record<string, string[]>;

export const NOT_FOUND = 'Not found.';

/** Django's 405 `detail`, sent with an Allow header. */
export const methodNotAllowed = (method: string) => `Method "${method}" not allowed.`;

/** `{"detail": message}` with the given status. */
export function detail(
  c: Context,
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503,
  message: string,
) {
  return c.json({ detail: message }, status);
}

const PYTHON_TYPE: Record<string, string> = {
  string: 'str',
  number: 'int',
  bigint: 'int',
  boolean: 'bool',
  array: 'list',
  object: 'dict',
  null: 'NoneType',
  undefined: 'NoneType',
};

const pythonType = (input: unknown) =>
  PYTHON_TYPE[input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input] ?? 'str';

/** Longest client text a message repeats back: a 60,000-character choice must not come back 60,000 long. */
export const ECHO_MAX_LENGTH = 50;
const echo = (input: unknown) => {
  const text = asText(input);
  return text.length > ECHO_MAX_LENGTH ? `${text.slice(0, ECHO_MAX_LENGTH)}…` : text;
};

/** A client's value as text. String() throws for a JSON object whose toString is not a function (`{"toString": null}`). */
function asText(input: unknown): string {
  try {
    return String(input);
  } catch {
    return Object.prototype.toString.call(input);
  }
}

/** DRF's answer to a value outside a field's choices, the value repeated (at most ECHO_MAX_LENGTH characters). */
export const notAValidChoice = (input: unknown) => `"${echo(input)}" is not a valid choice.`;

/**
 * DRF's wording for zod's generic issues. Installed as zod's global error map (lowest precedence), so a
 * message written in a contract schema (e.g. `drfMessages.required`) always wins.
 */
export function drfIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const input = issue.input;
  // A missing value is "required" whatever the field's type (an enum, a literal, a union…).
  if (
    input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')
  ) {
    return 'This field is required.';
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return 'This field is required.';
      if (input === null) return 'This field may not be null.';
      switch (issue.expected) {
        case 'number':
        case 'bigint':
          return 'A valid number is required.';
        case 'int':
          return 'A valid integer is required.';
        case 'string':
          return 'Not a valid string.';
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'array':
          return `Expected a list of items but got type "${pythonType(input)}".`;
        case 'object':
          return `Invalid data. Expected a dictionary, but got ${pythonType(input)}.`;
        case 'date':
          return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
        default:
          return 'Invalid value.';
      }
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${min} characters.`;
      if (issue.origin === 'array')
        return min <= 1 ? 'This list may not be empty.' : `Ensure this field has at least ${min} elements.`;
      return issue.inclusive === false
        ? `Ensure this value is greater than ${min}.`
        : `Ensure this value is greater than or equal to ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Ensure this field has no more than ${max} characters.`;
      if (issue.origin === 'array') return `Ensure this field has no more than ${max} elements.`;
      return issue.inclusive === false
        ? `Ensure this value is less than ${max}.`
        : `Ensure this value is less than or equal to ${max}.`;
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'Enter a valid email address.';
        case 'url':
          return 'Enter a valid URL.';
        case 'uuid':
          return 'Must be a valid UUID.';
        case 'datetime':
          return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
        case 'date':
          return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
        default:
          return 'This value does not match the required pattern.';
      }
    case 'invalid_value':
      return notAValidChoice(input);
    case 'not_multiple_of':
      return 'Ensure that there are no more decimal places than allowed.';
    case 'unrecognized_keys':
      return 'Unknown field.';
    default:
      return undefined;
  }
}

z.config({ customError: (issue) => drfIssueMessage(issue) });

/** zod issues → DRF's `{"field": ["message", …]}`; unknown keys name themselves; whole-body problems under non_field_errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  // Field names come from the client (unknown keys): a plain object would let `__proto__`, `constructor` or
  // `valueOf` reach Object.prototype, so collect in a Map and build a null-prototype object at the end.
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = fields.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    fields.set(field, list);
  };
  for (const issue of error.issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, 'Unknown field.');
      continue;
    }
    add(prefix || 'non_field_errors', issue.message);
  }
  const out: FieldErrors = Object.create(null) as FieldErrors;
  for (const [field, messages] of fields) {
    Object.defineProperty(out, field, {
      value: messages,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * The `defaultHook` of every OpenAPIHono router (see server/http/router.ts): a failed validation answers a
 * DRF-shaped 400 instead of zod's own error object.
 */
export const validationHook = (
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context,
) => {
  if (!result.success) return c.json(toFieldErrors(result.error), 400);
  return undefined;
};
