import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's first recommendation; architecture §2).
 * The hashing runs on libuv's thread pool, off the event loop.
 */

// `Algorithm` is an ambient const enum, unusable under isolatedModules: 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];

export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for an unknown or password-less account, so the time of a
 * login does not tell whether the address has an account (architecture §4.1).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** Computes the dummy hash ahead of the first login (called when the routes are built), so even that is not slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dahabi-dummy-password-for-equal-work');
  return dummyHash;
}
