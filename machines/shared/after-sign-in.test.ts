import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in';

describe('where a person goes after signing in (spec §2)', () => {
  it('goes back to the page the visitor was sent from, with its query and hash', () => {
    expect(afterSignInPath({ pathname: '/dashboard/market', search: '?k=21', hash: '#top' })).toBe(
      '/dashboard/market?k=21#top',
    );
  });

  it('goes to /dashboard without an origin, from /login itself, or from something that is not a path', () => {
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath(undefined)).toBe('/dashboard');
    expect(afterSignInPath({ pathname: '/login' })).toBe('/dashboard');
    expect(afterSignInPath({ pathname: 'https://example.com/' })).toBe('/dashboard');
    expect(afterSignInPath({ pathname: '' })).toBe('/dashboard');
  });
});
