/**
 * What the signed-out forms ask of ky, for their light entry (./main.tsx); the light build puts this module in place
 * of ky (scripts/vite-signed-out.ts). Every call those forms make is made without the session (src/api/client.ts
 * `withoutSession`: no bearer, no retry, no timeout, so none of the client's hooks applies), and that is all this
 * serves: fetch, the answer's body as JSON, and an answer other than 2xx as ky's HTTPError, with the response and its
 * body read as ky reads it (`data`: JSON for a JSON answer, else text, undefined when empty or unreadable).
 */
export class HTTPError extends Error {
  override name = 'HTTPError';
  data: unknown;
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

export const isHTTPError = (error: unknown): error is HTTPError => error instanceof HTTPError;

interface Options {
  prefix?: string;
  headers?: HeadersInit;
  json?: unknown;
  context?: Record<string, unknown>;
  fetch?: typeof fetch;
}

async function dataOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text === '') return undefined;
    return /json/i.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

function create(defaults: Options = {}) {
  const call =
    (method: string) =>
    (input: string, options: Options = {}) => {
      const answer = (async () => {
        if (options.context?.session !== false)
          throw new Error(`${input}: the light entry calls without a session only`);
        const headers = new Headers(defaults.headers);
        if (options.json !== undefined) headers.set('content-type', 'application/json');
        const prefix = (defaults.prefix ?? '').replace(/\/$/, '');
        const request = new Request(`${prefix}/${input.replace(/^\//, '')}`, {
          method,
          headers,
          body: options.json === undefined ? null : JSON.stringify(options.json),
        });
        const response = await (defaults.fetch ?? fetch)(request.clone());
        if (response.ok) return response;
        const error = new HTTPError(response, request);
        error.data = await dataOf(response);
        throw error;
      })();
      return Object.assign(answer, {
        json: async () => {
          const text = await (await answer).text();
          return text === '' ? '' : (JSON.parse(text) as unknown);
        },
      });
    };
  return { get: call('GET'), post: call('POST') };
}

export default { create };
