import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine } from '@machines/login/login.machine';
import { sessionMachine } from '@machines/session/session.machine';
import { googleAuthMachine } from '@machines/google-auth/google-auth.machine';
import { appMachine } from '@machines/app/app.machine';
import { REDACTED, inspectorOptions, redactSecrets } from './inspect';

type Adapter = Parameters<typeof createInspector>[0];

// Token-shaped secrets (a JWT's three parts) and a password that must never reach the inspector.
const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDAsInVzZXJfaWQiOjF9.c2lnbmF0dXJlLWFjY2Vzcw';
const REFRESH = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.c2lnbmF0dXJlLXJlZnJlc2g';
const PASSWORD = 'correct-horse-battery-staple';
const GOOGLE = 'google-id-token-from-gsi';
const SECRETS = [ACCESS, REFRESH, PASSWORD, GOOGLE];

/** The real inspector (as `?inspect` creates it) with an adapter that keeps what it would post to Stately. */
function capturingInspector() {
  const sent: unknown[] = [];
  const adapter: Adapter = { send: (event) => sent.push(inspectorOptions.serialize(event)) };
  const inspector = createInspector(adapter, inspectorOptions as never);
  return { sent, inspect: inspector.inspect };
}

const leaks = (sent: unknown[]) => {
  const text = JSON.stringify(sent);
  return SECRETS.filter((s) => text.includes(s));
};

describe('?inspect redaction', () => {
  it('redacts tokens from the session actor’s snapshots and its sign-in event', async () => {
    const { sent, inspect } = capturingInspector();
    const user = { user_id: 1, email: 'saver@example.com' };
    const session = createActor(sessionMachine, {
      input: { accessToken: null, refreshToken: null, user: null, now: Date.now() },
      inspect,
    }).start();
    session.send({ type: 'session.signIn', accessToken: ACCESS, refreshToken: REFRESH, user } as never);
    expect(session.getSnapshot().context.accessToken).toBe(ACCESS); // the actor itself keeps them
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('session.signIn'));
    const text = JSON.stringify(sent);
    expect(leaks(sent)).toEqual([]);
    expect(text).toContain('"@xstate.actor"');
    expect(text).toContain('saver@example.com'); // what is not secret still shows
    expect(text).toContain(`"accessToken":"${REDACTED}"`);
    session.stop();
  });

  it('redacts the password typed at login and the tokens the server answers', async () => {
    const { sent, inspect } = capturingInspector();
    const login = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise<unknown, { email: string; password: string }>(async () => ({
            access: ACCESS,
            refresh: REFRESH,
          })),
        },
        actions: { storeTokens: () => {}, notifySignedIn: () => {}, redirectAfterLogin: () => {} },
      }),
      { input: {}, inspect },
    ).start();
    login.send({ type: 'login.emailChanged', value: 'saver@example.com' });
    login.send({ type: 'login.passwordChanged', value: PASSWORD });
    login.send({ type: 'login.submit' });
    await waitFor(login, (s) => s.status === 'done' || s.matches('signedIn'));
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('xstate.done.actor.login'));
    expect(leaks(sent)).toEqual([]);
    expect(JSON.stringify(sent)).toContain('login.passwordChanged');
  });

  it('redacts the Google credential', async () => {
    const { sent, inspect } = capturingInspector();
    const google = createActor(
      googleAuthMachine.provide({
        actors: {
          loadGoogleConfig: fromPromise<string | null>(async () => 'client-id'),
          loadGoogleScript: fromPromise<void, { clientId: string }>(async () => {}),
          googleLogin: fromPromise<unknown, { token: string; terms_accepted: boolean }>(async () => ({
            access: ACCESS,
            refresh: REFRESH,
          })),
        },
        actions: { storeTokens: () => {}, redirectAfterSignIn: () => {} },
      }),
      { input: { mode: 'login' }, inspect },
    ).start();
    await waitFor(google, (s) => s.matches('available'));
    google.send({ type: 'google.credentialReceived', credential: GOOGLE });
    await waitFor(google, (s) => s.status === 'done');
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('xstate.done.actor.googleLogin'));
    expect(leaks(sent)).toEqual([]);
  });

  it('shows the app as one tree: every app-wide actor under the app, named by its systemId, tokens redacted', async () => {
    const { sent, inspect } = capturingInspector();
    const user = { user_id: 1, exp: 4102444800 };
    const app = createActor(appMachine, {
      input: {
        session: { accessToken: ACCESS, refreshToken: REFRESH, user, now: Date.now() },
        preferences: { theme: 'dark', language: 'ar' },
        pathname: '/dashboard',
      },
      inspect,
    }).start();
    const systemIds = ['session', 'preferences', 'appUpdate', 'householdScope', 'notifications'];
    type Sent = { type: string; name: string; sessionId: string; parentId?: string; rootId?: string };
    const actors = () => (sent as Sent[]).filter((e) => e.type === '@xstate.actor');
    await vi.waitFor(() => expect(actors().map((a) => a.name)).toEqual(expect.arrayContaining(systemIds)));
    const root = actors().find((a) => a.name === 'app')!;
    expect(root.parentId).toBeUndefined();
    for (const id of systemIds) {
      const child = actors().find((a) => a.name === id)!;
      // The inspector's actor is the system's: the one the systemId names, a child of the app, in its tree.
      expect(child.sessionId).toBe(app.system.get(id)?.sessionId);
      expect(child.parentId).toBe(root.sessionId);
      expect(child.rootId).toBe(root.sessionId);
    }
    expect(leaks(sent)).toEqual([]);
    app.stop();
  });

  it('keeps everything that is not a secret', () => {
    expect(
      redactSecrets({ type: 'dialog.open', quantity: 2, range: '1m', nested: { email: 'a@b.c' } }),
    ).toEqual({
      type: 'dialog.open',
      quantity: 2,
      range: '1m',
      nested: { email: 'a@b.c' },
    });
    expect(redactSecrets({ detail: `bad token ${ACCESS}` })).toEqual({ detail: `bad token ${REDACTED}` });
  });
});
