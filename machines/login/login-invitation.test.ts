import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from './login.machine';
import type { LoginInput } from './types';

/** Product §13: the login page opened from an invitation link remembers it, and a pending one is where signing in ends. */
function open(input: LoginInput) {
  const remembered: (string | null)[] = [];
  const actor = createActor(
    loginMachine.provide({ actions: { rememberInvitation: (_, { token }) => void remembered.push(token) } }),
    { input },
  ).start();
  const { redirectTo } = actor.getSnapshot().context;
  actor.stop();
  return { redirectTo, remembered };
}

describe('signing in after following an invitation (product §13)', () => {
  it('remembers the invitation the route guard sent the visitor from, and goes back to it', () => {
    expect(open({ from: { pathname: '/invitations/tok-1' } })).toEqual({
      redirectTo: '/invitations/tok-1',
      remembered: ['tok-1'],
    });
  });

  it('ends on the pending invitation after sign-up and activation (no navigation state), the newest first', () => {
    expect(open({ from: null, pendingInvitation: 'tok-1' }).redirectTo).toBe('/invitations/tok-1');
    expect(open({ from: { pathname: '/invitations/tok-2' }, pendingInvitation: 'tok-1' }).redirectTo).toBe(
      '/invitations/tok-2',
    );
  });

  it('remembers nothing without an invitation', () => {
    expect(open({ from: { pathname: '/dashboard/zakat' } })).toEqual({
      redirectTo: '/dashboard/zakat',
      remembered: [null],
    });
  });
});
