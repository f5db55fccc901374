// The session walked by its model (architecture §3): every start-up input, requests that need a token, 401s, 403s,
// refresh outcomes, the cross-tab lock and other tabs' changes, against the real route guards and a probe view. The
// session runs as the app's child (ADR 030), so the guards read the app's states as they do in the app.
import { useSelector } from '@xstate/react';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { expect, vi } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { isUsable, sessionMachine } from './session.machine';
import { selectIsRefreshing } from './selectors';
import type { SessionContext, SessionUser, StoredSession } from './types';
import { authNotify } from '@/components/auth/auth-toast';
import { RequireAuth } from '@/app/session/route-guards';
import { ReportAddress } from '@/app/system/app-system';
import { createSessionFacade, type SessionService } from '@/app/session/session-service';
import { forgetStoredTokens, writeStoredTokens } from '@/app/session/tokens';
import { useSession, useSignIn } from '@/app/session/use-session';
import i18n from '@/i18n/i18n';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';

vi.setConfig({ testTimeout: 30_000 });

// A fixed instant, so the test plan written from these paths (docs/test-paths/session.md) is the same every run.
const NOW = 1_800_000_000_000;
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;
const fresh: SessionUser = { exp: inSeconds(300), email: 'a@example.com' };
const expired: SessionUser = { exp: inSeconds(-60), email: 'a@example.com' };
const withoutExp: SessionUser = { email: 'a@example.com' };
const LOGGED_OUT = 'You were logged out, please log in again';

/** The access token a login returns: a JWT, since signing in reads the user from its claims. */
const part = (value: object) => btoa(JSON.stringify(value)).replace(/==?$/, '');
const LOGIN = { access: `${part({ alg: 'HS256' })}.${part(fresh)}.signature`, refresh: 'ref-login' };

const under = (tokens: Omit<StoredSession, 'at'>): StoredSession & Record<string, unknown> => ({
  ...tokens,
  at: NOW,
});
/** What storage holds when this tab gets the refresh lock. */
const LOCK = {
  unchanged: under({ accessToken: 'old', refreshToken: 'ref', user: expired }),
  refreshedByAnotherTab: under({ accessToken: 'theirs', refreshToken: 'ref-2', user: fresh }),
  signedOutByAnotherTab: under({ accessToken: null, refreshToken: null, user: null }),
  // product §4, §8 'Refresh token expired': the stored refresh token's exp has passed
  refreshTokenExpired: under({
    accessToken: 'old',
    refreshToken: 'ref',
    user: expired,
    refreshExpiresAt: NOW - 1,
  }),
};

/** The probe's session, built over the model test's actor; its port is what the HTTP client calls. */
let service: SessionService;
/** The time the HTTP client reads when it asks for a token (a `token.requested` case may be later). */
let clockNow = NOW;
const revoked = vi.fn();

/** The probe's router (the app's flows navigate through theirs). */
let goTo: NavigateFunction = () => undefined;

/** Requests of the probe page: each asks the port for a token (as src/api/client.ts does) and waits for it. */
let ask: (request: () => Promise<string | null>) => void = () => undefined;

function SessionProbe() {
  const { isAuthenticated, user, signOut } = useSession();
  const refreshing = useSelector(service.actor, selectIsRefreshing);
  const signIn = useSignIn();
  const navigate = useNavigate();
  goTo = navigate;
  const [waiting, setWaiting] = useState(0);
  const [sentWith, setSentWith] = useState<string[]>([]);
  ask = (request) => {
    setWaiting((n) => n + 1);
    request()
      .then((token) => setSentWith((sent) => [...sent, token ?? 'no token']))
      .catch(() => undefined) // the path ended while the request waited
      .finally(() => setWaiting((n) => n - 1));
  };
  return (
    <header>
      <p>{isAuthenticated ? `Signed in as ${user?.email}` : 'Not signed in'}</p>
      {refreshing && <p>Renewing the session</p>}
      <p>Requests waiting: {waiting}</p>
      <p data-testid="sent-with">{sentWith.join(' ')}</p>
      {/* a page that loads two lists at once (product §2 portfolio): both wait on the same refresh */}
      <button
        onClick={() => {
          ask(() => service.port.accessToken());
          ask(() => service.port.accessToken());
        }}
      >
        Load data
      </button>
      <button onClick={signOut}>Log out</button>
      <button
        onClick={() => {
          signIn(LOGIN);
          void navigate('/dashboard');
        }}
      >
        Sign in
      </button>
    </header>
  );
}

function ProbeApp({ actor }: { actor: ActorRefFrom<typeof sessionMachine> }) {
  service = createSessionFacade(actor, () => clockNow);
  return (
    <>
      <ReportAddress />
      <SessionProbe />
      <Routes>
        <Route path="/login" element={<p>Login page</p>} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <p>Private page</p>
            </RequireAuth>
          }
        />
      </Routes>
    </>
  );
}

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as SessionContext;
const input = (accessToken: string | null, refreshToken: string | null, user: SessionUser | null) => ({
  accessToken,
  refreshToken,
  user,
  now: NOW,
});

testMachineModel('session', {
  machine: sessionMachine,
  inApp: 'session',
  inputs: [
    input(null, null, null),
    input('acc', 'ref', fresh),
    input('old', 'ref', expired),
    input('no-exp', 'ref', withoutExp),
    input('old', null, expired),
    input('acc', null, fresh),
  ],
  render: (actor) => <ProbeApp actor={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/dashboard' }),
  actors: {
    acquireRefreshLock: {
      done: [
        LOCK.unchanged,
        LOCK.refreshedByAnotherTab,
        LOCK.signedOutByAnotherTab,
        LOCK.refreshTokenExpired,
      ],
      error: [new Error('SecurityError: the lock manager refused')],
    },
    refreshTokens: {
      done: [{ accessToken: 'new', refreshToken: 'ref-3', user: fresh }],
      // product §4, §8: the server refusing the refresh (an expired one is never sent: see LOCK.refreshTokenExpired)
      error: [new Error('Token is invalid or expired')],
    },
  },
  provide: {
    actions: {
      persistTokens: ({ context }) => writeStoredTokens(localStorage, context),
      forgetStoredTokens: () => forgetStoredTokens(localStorage),
      revokeRefreshToken: (_, params) => revoked(params),
      notifyLoggedOut: () => authNotify.error(i18n.t('session.loggedOut')),
      redirectToLogin: () => void goTo('/login', { replace: true }),
    },
  },
  serialize: (s) => ({
    access: context(s).accessToken,
    refresh: context(s).refreshToken,
    usable: isUsable(context(s).user, NOW),
  }),
  events: {
    'session.signIn': {
      cases: [{ accessToken: LOGIN.access, refreshToken: LOGIN.refresh, user: fresh }],
      ...clicksButton('Sign in', 'signs in'),
    },
    'session.signOut': clicksButton('Log out', 'clicks “Log out”'),
    // A request for which the page needs a token (each waits while a refresh is in flight).
    // Now, and an hour later (a token usable at start has expired since).
    'token.requested': {
      description: 'the page makes a request that needs a token (now, or an hour later)',
      ignoredButAnsweredBy: 'the request goes out with the current token',
      cases: [{ at: NOW }, { at: NOW + 3_600_000 }],
      exec: async ({ user, screen, event }) => {
        clockNow = event.at as number;
        await user.click(screen.getByRole('button', { name: 'Load data' }));
        clockNow = NOW;
      },
    },
    // The server answered 401 to a request that carried the token a tab had at start, or one already replaced.
    'token.rejected': {
      description: 'the server answers 401 to a request',
      ignoredButAnsweredBy: 'the request is sent again with the token that replaced the refused one',
      cases: [
        { token: 'acc', at: NOW },
        { token: 'replaced-long-ago', at: NOW },
      ],
      exec: async ({ event }) => {
        await act(async () => ask(() => service.port.tokenRejected(event.token as string)));
      },
    },
    // product §4, §8: a 403 signs out with the logged-out message.
    'session.forbidden': {
      description: 'the server answers 403 to a request',
      exec: async ({ screen }) => {
        // As a machine's call refused tells it (machines/shared/refusals.ts).
        await act(async () => service.actor.send({ type: 'session.forbidden' }));
        expect(await screen.findByText(LOGGED_OUT)).toBeTruthy();
      },
    },
    // Another tab stored tokens (a usable pair, or one already expired), or signed out. These arrive as storage
    // events (wired in session-service.ts, walked with two real tabs in tests/e2e/auth/shared-session.test.ts).
    'session.tokensChangedElsewhere': {
      description: 'another tab stores new tokens',
      cases: [
        under({ accessToken: 'theirs', refreshToken: 'ref-2', user: fresh }),
        under({ accessToken: 'theirs-expired', refreshToken: 'ref-2', user: expired }),
        // read between its two writes: the access token stored, the refresh token not yet
        under({ accessToken: 'theirs-expired', refreshToken: null, user: expired }),
      ],
      exec: ({ actor, event: { case: _case, ...event } }) => act(() => actor.send(event as never)),
    },
    'session.signedOutElsewhere': 'send',
  },
  sees: {
    signedIn:
      '“Signed in as <e-mail>” and no request left waiting; those that waited went out with the new token.',
    signedOut:
      '“Not signed in” and no request left waiting; without an access token the private page sends the person to the login page (a 403 or a failed refresh shows “You have been logged out”).',
    refreshing: '“Renewing the session”, with the requests made meanwhile waiting for it.',
  },
  states: {
    // Settled states: no request is left waiting, and those that waited on a refresh went out with its token.
    signedIn: ({ screen, snapshot }) => {
      expect(screen.getByText(`Signed in as ${context(snapshot).user?.email}`)).toBeTruthy();
      expect(screen.queryByText('Renewing the session')).toBeNull();
      expect(screen.getByText('Requests waiting: 0')).toBeTruthy();
    },
    signedOut: ({ screen, snapshot }) => {
      expect(screen.getByText('Not signed in')).toBeTruthy();
      expect(screen.getByText('Requests waiting: 0')).toBeTruthy();
      // product §2: without an access token the guard sends the private page to /login
      if (context(snapshot).accessToken === null) {
        expect(screen.getByText('Login page')).toBeTruthy();
        expect(screen.queryByText('Private page')).toBeNull();
      }
    },
    refreshing: ({ screen }) => {
      expect(screen.getByText('Renewing the session')).toBeTruthy();
      expect(screen.getByText('Not signed in')).toBeTruthy();
      expect(screen.queryByText('Requests waiting: 0')).toBeNull();
    },
  },
});
