import { describe, expect, it } from 'vitest';
import { retryAtOf } from './failure';

describe('retryAtOf (the Retry-After header of a throttled answer, as a moment)', () => {
  const now = Date.parse('2026-11-22T03:45:00Z');

  it('reads seconds from now and an HTTP date', () => {
    expect(retryAtOf('600', now)).toBe(Date.parse('2026-11-22T03:55:00Z'));
    expect(retryAtOf('Sun, 22 Nov 2026 04:00:00 GMT', now)).toBe(Date.parse('2026-11-22T04:00:00Z'));
  });

  it('gives nothing for a missing or unreadable header', () => {
    expect(retryAtOf(null, now)).toBeUndefined();
    expect(retryAtOf('soon', now)).toBeUndefined();
  });
});
