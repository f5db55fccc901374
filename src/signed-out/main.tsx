import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { bindNavigation } from '@/app/navigation';
import { PreferencesProvider } from '@/app/preferences/preferences-provider';
import { SessionContext } from '@/app/session/session-context';
import type { SessionService } from '@/app/session/session-service';
import { writeStoredTokens } from '@/app/session/tokens';
import { PwaLoader } from '@/pwa/pwa-loader';
import type { NavigateOptions } from './router';

/**
 * The signed-out forms' light entry (architecture §7): /login and /signup, pre-rendered in Arabic and the dark theme,
 * are hydrated with React, their machines and their strings, without the app's router, i18next or Chakra (the light
 * build puts ./router.tsx and ./i18n.ts in their place: scripts/vite-signed-out.ts). The form is the same code as in
 * the app, its machine the single source of its behaviour. A link is followed by the browser (each route has its own
 * pre-rendered document, router.tsx). When a machine leaves the form (signed in, signed up), the page is handed to the app: the address and its state go into the history as the app's
 * router keeps them, the form stays on screen as it is until the app's first render replaces it, and the app's code
 * (the document's <template id="app-code-full">) is loaded. A page the light entry cannot hydrate (boot.js hid it)
 * goes to the app at once.
 */
const html = document.documentElement;
const container = document.getElementById('root')!;
let root: Root | null = null;

/** Loads the app's own code, which takes the page from here (src/main.tsx). */
function startApp() {
  const code = document.getElementById('app-code-full') as HTMLTemplateElement | null;
  if (code) document.head.appendChild(code.content.cloneNode(true));
}

/** Leaves the form for the app, at `to`, as the app's router would have navigated there. */
function handOver(to: string, options?: NavigateOptions) {
  const current = window.history.state as { idx?: number } | null;
  const index = current?.idx ?? 0;
  const entry = {
    usr: options?.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    idx: options?.replace ? index : index + 1,
  };
  if (options?.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  // What is on screen stays, inert, until the app's first render replaces it (src/main.tsx: a frame, not hydrated).
  const frame = [...container.childNodes].map((node) => node.cloneNode(true));
  root?.unmount();
  root = null;
  const first = frame.find((node): node is HTMLElement => node instanceof HTMLElement);
  first?.setAttribute('data-skeleton', '');
  first?.setAttribute('inert', '');
  first?.setAttribute('aria-hidden', 'true');
  container.replaceChildren(...frame);
  startApp();
}

// A machine leaves the form from inside one of its transitions: the hand-over waits for the transition to end.
bindNavigation((to, options) => queueMicrotask(() => handOver(String(to), options)));

/** Signing in stores the pair where the app's session reads it when it starts (its machine's persistTokens). */
const session = {
  signIn: ({ access, refresh }: { access: string; refresh: string }) =>
    writeStoredTokens(window.localStorage, { accessToken: access, refreshToken: refresh }),
} as unknown as SessionService;

/** As src/main.tsx: the page is the visitor's once its hydration is on screen and its effects have run. */
function Ready() {
  useEffect(() => {
    html.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * Hydrates the form of `path` (./login.tsx, ./signup.tsx: one file each, built apart). The toasts a form asks for
 * come with leaving it (signed in, signed up): ./toaster.ts holds them for the app, which shows them.
 */
export function hydrateForm(path: string, Page: ComponentType) {
  const shown =
    window.location.pathname === path && container.hasChildNodes() && html.dataset.prerender !== 'hidden';
  if (!shown) return startApp();
  html.dataset.app = 'starting';
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PreferencesProvider>
          <SessionContext.Provider value={session}>
            <Page />
          </SessionContext.Provider>
          <PwaLoader />
        </PreferencesProvider>
        <Ready />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('The pre-rendered page did not match the app:', error) },
    );
  });
}
