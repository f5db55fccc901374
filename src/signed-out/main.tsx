import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { type AppActor, AppSystemProvider } from '@/app/system/app-system';
import { liveVisitMachine, type Navigate } from '@/app/system/live-visit';
import { startApp } from '@/app/system/start-app';
import { nextTask } from '@/lib/next-task';
import { PwaLoader } from '@/pwa/pwa-loader';
import i18n, { ensureLanguage } from './i18n';
import { LeaveForm, type NavigateOptions } from './router';

/**
 * The signed-out forms' light entry (architecture §7): /login and /signup, pre-rendered (the same markup in
 * either theme), are hydrated with React, the app's actor system (ADR 030) and the form's machine and strings,
 * without the app's router, i18next or Chakra (the light build puts ./router.tsx and ./i18n.ts in their place:
 * scripts/vite-signed-out.ts). The system is the app machine with its whole visit's actors bound (the session, the
 * preferences, the app update: src/app/system/live-visit.ts), not the signed-in frame's, which it never shows. The form
 * is the same code as in the app, its machine the single source of its behaviour. A link is followed by the browser
 * (each route has its own pre-rendered document, router.tsx). When a flow leaves the form (signed in, signed up, the
 * session sent to /login), the page is handed to the app: the address and its state go into the history as the app's
 * router keeps them, this system stops (the app starts its own from what the session stored: one live system), the
 * form stays on screen as it is until the app's first render replaces it, and the app's code (the document's
 * <template id="app-code-full">) is loaded. The form is pre-rendered in both languages (boot.js shows the visitor's);
 * a page boot.js hid, or anywhere else, goes to the app at once.
 */
const html = document.documentElement;
const container = document.getElementById('root')!;
let root: Root | null = null;

/** Loads the app's own code, which takes the page from here (src/main.tsx). */
function startFullApp() {
  const code = document.getElementById('app-code-full') as HTMLTemplateElement | null;
  if (code) document.head.appendChild(code.content.cloneNode(true));
}

// A flow leaves the form from inside one of its transitions: the hand-over waits for the transition to end.
const leave: Navigate = (to, options) => {
  const address = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  queueMicrotask(() => handOver(address, options));
};
let app: AppActor | null = null;

/** Leaves the form for the app, at `to`, as the app's router would have navigated there. */
function handOver(to: string, options?: NavigateOptions) {
  if (!app) return;
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
  app.stop();
  app = null;
  const first = frame.find((node): node is HTMLElement => node instanceof HTMLElement);
  first?.setAttribute('data-skeleton', '');
  first?.setAttribute('inert', '');
  first?.setAttribute('aria-hidden', 'true');
  container.replaceChildren(...frame);
  startFullApp();
}

/** As src/main.tsx: the page is the visitor's once its hydration is on screen and its effects have run. */
function Ready() {
  useEffect(() => {
    html.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * Starts the form of `path` (./login.tsx, ./signup.tsx: one file each, built apart): hydrates the page as it arrived,
 * in Arabic, or in English (boot.js put the document's English page in #root), once its language's strings are in. The
 * toasts a form asks for come with leaving it (signed in, signed up): ./toaster.ts holds them for the app, which shows
 * them.
 *
 * In stages, as the app's entry (src/main.tsx), each in a task of its own (architecture §7: total blocking time): the
 * file's evaluation, the app's system started, React DOM's own start (its module is only run when asked for), then the
 * hydration, itself in slices. What the visitor types meanwhile is in the page's fields, which the hydration keeps.
 */
export async function startForm(path: string, Page: ComponentType) {
  // A page boot.js hid (a document without the visitor's language) goes to the app, which draws it afresh.
  const shown = container.hasChildNodes() && html.dataset.prerender !== 'hidden';
  if (window.location.pathname !== path || !shown) return startFullApp();
  html.dataset.app = 'starting';
  // The strings of the visitor's language, fetched beside this file (boot.js), are asked for before anything may show.
  const strings = ensureLanguage(i18n.language);
  await nextTask();
  const system = startApp(liveVisitMachine(leave));
  app = system;
  // The light entry holds none of the signed-in frame's actors (./frame-machines.ts): should the app head for the
  // frame, the page goes to the app, which has them.
  system.subscribe((snapshot) => {
    if (snapshot.matches({ access: { signedIn: 'inTheFrame' } }))
      leave(window.location.pathname + window.location.search, { replace: true });
  });
  await nextTask();
  const [{ hydrateRoot }] = await Promise.all([import('react-dom/client'), strings]);
  await nextTask();
  // A stored session may have sent the page to the app meanwhile: the form is no longer this system's to start.
  if (app !== system) return;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppSystemProvider app={system}>
          <LeaveForm.Provider value={leave}>
            <Page />
          </LeaveForm.Provider>
          <PwaLoader />
        </AppSystemProvider>
        <Ready />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('The pre-rendered page did not match the app:', error) },
    );
  });
}
