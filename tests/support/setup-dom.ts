// DOM test set-up for the `unit` project (happy-dom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 warns unless the test environment says it supports act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A unit test reaches no server. A request that no test mocked (a page rendered whole asks for /api/config/, say)
// fails at once, as an unreachable network does, instead of going to happy-dom's origin http://localhost:3000: with a
// development server listening there, such requests were answered and `npm test` failed on what that server said.
// Tests that answer requests replace fetch themselves (vi.stubGlobal, vi.spyOn); other schemes (data:, blob:) pass.
const pageFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return Promise.reject(new TypeError(`Failed to fetch: unit tests reach no server (${url.href})`));
  return pageFetch(input, init);
};

afterEach(() => cleanup());
