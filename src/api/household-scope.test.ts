import { describe, expect, it } from 'vitest';
import { createApi } from '@/api/client';
import { inScope, OWN_HOUSEHOLD } from '@/api/household-scope';

const HOUSEHOLD = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const scope = { household: HOUSEHOLD, member: MEMBER };

/** A client over a fetch that records every URL and body it is asked for and answers `status`. */
function recordingApi(status = 200) {
  const sent: { url: string; body: string }[] = [];
  const port = { accessToken: async () => 'token', tokenRejected: async () => null };
  const api = createApi({
    session: port,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.text() });
      return new Response('{"detail":"x"}', { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { api, sent };
}

describe('whom a call acts for is its argument', () => {
  it('names the household, and the member only where the call takes one', () => {
    expect(inScope(scope, true).searchParams).toEqual({ household: HOUSEHOLD, member: MEMBER });
    expect(inScope(scope, false).searchParams).toEqual({ household: HOUSEHOLD });
    expect(inScope({ household: null, member: MEMBER }, true).searchParams).toEqual({ member: MEMBER });
  });

  it('adds nothing for the caller’s own whole household, and never overrides what the call set', () => {
    expect(inScope(OWN_HOUSEHOLD, true, { range: '1m' })).toEqual({ searchParams: { range: '1m' } });
    const other = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    expect(inScope(scope, true, { member: other }).searchParams).toEqual({
      household: HOUSEHOLD,
      member: other,
    });
  });

  it('the client sends what it is given and nothing more', async () => {
    const { api, sent } = recordingApi(201);
    await api.post('api/portfolios/transactions/', { json: { quantity: '1' }, prefix: 'http://localhost/' });
    await api.get('api/portfolios/value/', { ...inScope(scope, true), prefix: 'http://localhost/' });
    expect(sent).toEqual([
      { url: 'http://localhost/api/portfolios/transactions/', body: '{"quantity":"1"}' },
      { url: `http://localhost/api/portfolios/value/?household=${HOUSEHOLD}&member=${MEMBER}`, body: '' },
    ]);
  });
});
