import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { activatedAccount, freshIp, post, STRONG_PASSWORD } from './helpers';

/**
 * Product §16: the id a sign-up answers with must not tell, through the link calls, whether the address
 * already had an account. A registered address's sign-up answers an id no account holds; a new address's, its
 * account's id. Probing either id with a junk token must get the very same answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const uidOf = (id: number) => Buffer.from(String(id), 'utf8').toString('base64url');

async function signUpId(email: string): Promise<number> {
  const res = await post(t, '/auth/users/', { email, password: STRONG_PASSWORD, terms_accepted: true });
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

/** Status, body and every header but the request's own id: what a prober can compare. */
function answer(res: Awaited<ReturnType<typeof post>>) {
  const headers = [...res.headers.entries()].filter(([name]) => name !== 'x-request-id').sort();
  return { status: res.status, text: res.text, headers };
}

describe('the sign-up id does not reveal which addresses have accounts (product §16)', () => {
  for (const [name, url, extra] of [
    ['activation', '/auth/users/activation/', {}],
    ['reset confirmation', '/auth/users/reset_password_confirm/', { new_password: 'Fresh-Gold-Bars-2027' }],
  ] as const) {
    it(`${name}: a registered address's id and a new address's id get byte-identical answers to a junk token`, async () => {
      const registered = `probe.registered.${name.length}@example.com`;
      await activatedAccount(t, registered);
      const registeredId = await signUpId(registered);
      const newId = await signUpId(`probe.new.${name.length}@example.com`);
      const probe = (id: number) =>
        post(t, url, { uid: uidOf(id), token: 'junk-token', ...extra }, { ip: freshIp() });
      const [forRegistered, forNew] = [answer(await probe(registeredId)), answer(await probe(newId))];
      expect(forNew.status).toBe(400);
      expect(forNew.text).toBe('{"token":["Invalid token for given user."]}');
      expect(forRegistered).toEqual(forNew);
    });
  }
});
