import { describe, expect, it } from 'vitest';
import { createApi } from '@/api/client';
import { scopeParameters, wholeHousehold } from '@/api/household-scope';

const HOUSEHOLD = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const scope = { household: HOUSEHOLD, member: MEMBER };
const at = (path: string) => new URL(path, 'http://localhost');

describe('household scope on API calls (issue 17)', () => {
  it('gives the portfolio and zakat reads the household and the member', () => {
    for (const path of [
      '/api/portfolios/holdings/',
      '/api/portfolios/value/',
      '/api/portfolios/chart/?range=1m',
      '/api/portfolios/transactions/?limit=20',
      '/api/portfolios/transactions/export.csv',
      '/api/zakat/',
    ])
      expect(scopeParameters(at(path), 'GET', scope)).toEqual({ household: HOUSEHOLD, member: MEMBER });
  });

  it('gives the zakat page’s payments, settings and reminder the member, reads and writes alike (issue 31)', () => {
    for (const [method, path] of [
      ['GET', '/api/zakat/payments/'],
      ['POST', '/api/zakat/payments/'],
      ['PUT', '/api/zakat/settings/'],
      ['GET', '/api/zakat/reminder.ics'],
    ] as const)
      expect(scopeParameters(at(path), method, scope)).toEqual({ household: HOUSEHOLD, member: MEMBER });
    // The whole family chosen: no member, so the server answers for the owner's own.
    expect(scopeParameters(at('/api/zakat/payments/'), 'POST', { household: null, member: null })).toEqual(
      {},
    );
  });

  it('gives writes and the household routes the household only', () => {
    expect(scopeParameters(at('/api/portfolios/transactions/'), 'POST', scope)).toEqual({
      household: HOUSEHOLD,
    });
    expect(scopeParameters(at('/api/household/members/'), 'GET', scope)).toEqual({ household: HOUSEHOLD });
    expect(scopeParameters(at('/api/zakat/members/'), 'GET', scope)).toEqual({ household: HOUSEHOLD });
  });

  it('leaves prices, available assets, accounts and the invitation answer alone', () => {
    for (const path of [
      '/api/portfolios/available-assets/',
      '/api/household/invitations/accept/',
      '/api/household/leave/',
      '/api/households/',
      '/api/market/',
      '/auth/users/me/',
    ])
      expect(scopeParameters(at(path), 'GET', scope)).toEqual({});
  });

  it('adds nothing for the caller’s own whole household, and never overrides what the call set', () => {
    expect(scopeParameters(at('/api/portfolios/value/'), 'GET', { household: null, member: null })).toEqual(
      {},
    );
    const other = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    expect(scopeParameters(at(`/api/portfolios/value/?member=${other}`), 'GET', scope)).toEqual({
      household: HOUSEHOLD,
    });
    expect(scopeParameters(at('/api/portfolios/value/'), 'GET', scope, wholeHousehold.context)).toEqual({
      household: HOUSEHOLD,
    });
  });

  it('sends the scope with a request and keeps its body', async () => {
    const sent: { url: string; body: string }[] = [];
    const api = createApi({
      session: () => null,
      scope: () => scope,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        sent.push({ url: request.url, body: await request.text() });
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    await api.post('api/portfolios/transactions/', { json: { quantity: '1' }, prefix: 'http://localhost/' });
    await api.get('api/portfolios/value/', { prefix: 'http://localhost/' });
    expect(sent).toEqual([
      {
        url: `http://localhost/api/portfolios/transactions/?household=${HOUSEHOLD}`,
        body: '{"quantity":"1"}',
      },
      { url: `http://localhost/api/portfolios/value/?household=${HOUSEHOLD}&member=${MEMBER}`, body: '' },
    ]);
  });

  it('signs out on a 403 of the person’s own household, not on a viewer’s refused write in a shared one', async () => {
    let signOuts = 0;
    const port = {
      accessToken: async () => 'token',
      tokenRejected: async () => null,
      forbidden: () => void signOuts++,
    };
    const refuse = (async () =>
      new Response('{"detail":"x"}', {
        status: 403,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const post = (household: string | null) =>
      createApi({ session: () => port, scope: () => ({ household, member: null }), fetch: refuse })
        .post('api/portfolios/transactions/', { json: {}, prefix: 'http://localhost/' })
        .catch(() => null);
    await post(HOUSEHOLD);
    expect(signOuts).toBe(0);
    await post(null);
    expect(signOuts).toBe(1);
  });

  it('reports a 404 in a shared household (a revoked access), and none in the person’s own', async () => {
    const lost: string[] = [];
    const port = {
      accessToken: async () => 'token',
      tokenRejected: async () => null,
      forbidden: () => undefined,
    };
    const answer = (status: number) =>
      (async () =>
        new Response('{"detail":"Not found."}', {
          status,
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch;
    const get = (household: string | null, status: number) =>
      createApi({
        session: () => port,
        scope: () => ({ household, member: null }),
        fetch: answer(status),
        onHouseholdNotFound: (h) => void lost.push(h),
      })
        .get('api/portfolios/value/', { prefix: 'http://localhost/' })
        .catch(() => null);
    await get(null, 404);
    await get(HOUSEHOLD, 200);
    await get(HOUSEHOLD, 400);
    expect(lost).toEqual([]);
    await get(HOUSEHOLD, 404);
    expect(lost).toEqual([HOUSEHOLD]);
  });
});
