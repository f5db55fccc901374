import { describe, expect, it } from 'vitest';
import { fetchPublicConfig, refreshTokens } from './auth';
import { createApi } from './client';

/** A client whose every call is answered with `body` (200, JSON). */
const answering = (body: unknown) =>
  createApi({
    session: null,
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  });

describe('the auth answers the SPA relies on, checked without zod (architecture §7)', () => {
  it('GET /api/config/: the Google client id, or null when Google sign-in is not configured', async () => {
    await expect(fetchPublicConfig(answering({ google_client_id: 'abc.apps' }))).resolves.toEqual({
      google_client_id: 'abc.apps',
    });
    await expect(fetchPublicConfig(answering({ google_client_id: null }))).resolves.toEqual({
      google_client_id: null,
    });
    await expect(fetchPublicConfig(answering({}))).rejects.toThrow(TypeError);
    await expect(fetchPublicConfig(answering({ google_client_id: 42 }))).rejects.toThrow(TypeError);
  });

  it('POST /auth/jwt/refresh/: a new access token, and the rotated refresh token when there is one', async () => {
    await expect(refreshTokens(answering({ access: 'a.b.c' }), 'r')).resolves.toEqual({ access: 'a.b.c' });
    await expect(refreshTokens(answering({ access: 'a.b.c', refresh: 'r2' }), 'r')).resolves.toEqual({
      access: 'a.b.c',
      refresh: 'r2',
    });
    await expect(refreshTokens(answering({ access: '' }), 'r')).rejects.toThrow(TypeError);
    await expect(refreshTokens(answering({ access: 'a.b.c', refresh: '' }), 'r')).rejects.toThrow(TypeError);
  });
});
