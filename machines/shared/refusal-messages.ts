import { failureStatus, firstServerMessage, isApiFailure, type UserMessage } from './api-failure';

/**
 * How a form's page reads a refusal: the DRF-shaped 400's message on each field it names, else one message above the
 * form (a gone record, no answer, the server's fault, or the server's own words). `serverKeys` maps the server's
 * words that have a locale key of their own; `goneKey` is the page's "it is gone" (404).
 */
export function refusalMessages<F extends string>(
  fields: readonly F[],
  serverKeys: Record<string, string>,
  goneKey: string,
) {
  const fromServer = (text: string): UserMessage => (serverKeys[text] ? { key: serverKeys[text] } : { text });

  function fieldErrorsOf(error: unknown): Partial<Record<F, UserMessage>> {
    const out: Partial<Record<F, UserMessage>> = {};
    if (!isApiFailure(error) || error.status !== 400 || typeof error.body !== 'object' || !error.body)
      return out;
    const body = error.body as Record<string, unknown>;
    for (const field of fields) {
      const text = field in body ? firstServerMessage(body[field]) : null;
      if (text) out[field] = fromServer(text);
    }
    return out;
  }

  function generalMessage(error: unknown): UserMessage | null {
    if (Object.keys(fieldErrorsOf(error)).length > 0) return null;
    const status = failureStatus(error);
    if (status === null) return { key: 'account.errors.offline' };
    if (status === 404) return { key: goneKey };
    if (status === 429) return { key: 'auth.serverMessage.throttled' };
    if (status >= 500) return { key: 'auth.internalServerError' };
    const text = isApiFailure(error) ? firstServerMessage(error.body) : null;
    return text ? fromServer(text) : { key: 'auth.unexpectedError' };
  }

  return { fromServer, fieldErrorsOf, generalMessage };
}
