import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';

/** The pieces every route's OpenAPI description repeats: a JSON answer, a required JSON body, the usual errors. */

export const jsonResponse = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonRequestBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const validationResponse = jsonResponse(fieldErrorsSchema, 'Invalid fields: `{"field": ["message"]}`');
export const throttledResponseDoc = jsonResponse(detailErrorSchema, 'Too many attempts; see Retry-After');
