import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes every account and session call with its request schema', async () => {
    const res = await t.app.request('/api/schema/');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const path of [
      '/auth/users/',
      '/auth/users/activation/',
      '/api/users/login/',
      '/auth/jwt/refresh/',
      '/api/users/logout/',
      '/api/users/google-login/',
    ]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
    }
    expect(doc.paths['/api/config/']?.get).toBeDefined();
    const signup = JSON.stringify(doc.paths['/auth/users/']);
    for (const field of ['email', 'password', 'terms_accepted', 'language'])
      expect(signup).toContain(`"${field}"`);
  });
});
