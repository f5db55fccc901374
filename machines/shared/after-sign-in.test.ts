import { describe, expect, it } from 'vitest';
import { afterSignInPath, invitationOf } from './after-sign-in';

describe('where a person goes after signing in (product §2)', () => {
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

describe('an invitation followed while signed out (product §13)', () => {
  it('comes first after any sign-in while it is pending, whatever page sent the visitor', () => {
    expect(afterSignInPath(null, 'abc.DEF-1_2')).toBe('/invitations/abc.DEF-1_2');
    expect(afterSignInPath({ pathname: '/dashboard/zakat' }, 'abc')).toBe('/invitations/abc');
    expect(afterSignInPath({ pathname: '/dashboard/zakat' }, null)).toBe('/dashboard/zakat');
  });

  it('knows an invitation link from other pages', () => {
    expect(invitationOf('/invitations/abc.DEF-1_2')).toBe('abc.DEF-1_2');
    for (const path of ['/invitations/', '/dashboard/market', '/invitations/a/b', null])
      expect(invitationOf(path)).toBeNull();
  });
});

describe('an invitation link is the whole path', () => {
  it('a path that only ends like one is not an invitation', () => {
    expect(invitationOf('/x/invitations/abc')).toBeNull();
    expect(invitationOf('/invitations/abc/')).toBe('abc');
  });
});
