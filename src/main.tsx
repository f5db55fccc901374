import './app/theme/fonts.css';
import './app/theme/public.css';
// The frame the dashboard's documents carry is drawn before any code runs: its rules belong in the one stylesheet.
import './app/layouts/signed-in-skeleton.css';
import { nextTask } from './lib/next-task';

// Before anything reads the stored preferences: public/boot.js stops answering the landing page's theme switch itself.
document.documentElement.dataset.app = 'starting';

// The app starts in stages, each module graph evaluated in a task of its own with the browser free between them
// (architecture §7: total blocking time): a browser evaluates a static import graph whole, in one task, and this one
// (i18next, XState and the app's machines, the router, React DOM) held a phone's main thread for well over 100 ms.
// Every stage's code is preloaded with the entry (scripts/vite-prerender.ts), so staging costs no round trip.
const { default: i18n, ensureLanguage } = await import('./i18n/i18n');
const { toLanguage } = await import('./i18n/languages');
await nextTask();
const { liveAppMachine } = await import('./app/system/live-app');
const { startApp } = await import('./app/system/start-app');
await nextTask();
const { createAppRouter, routerReady } = await import('./app/router');
await nextTask();
const router = createAppRouter();
await nextTask();
// The app's one actor system (ADR 030), started once: the router's navigate is how its flows leave a page.
const appSystem = startApp(liveAppMachine((to, options) => void router.navigate(to, options)));
await nextTask();
const { renderApp } = await import('./app/start/render-app');

// English visitors: their strings arrive before the first render (Arabic is always in the entry).
await ensureLanguage(toLanguage(i18n.language));

// `/` and the auth forms arrive with their page already in #root (scripts/vite-prerender.ts), in the visitor's
// language (boot.js put the document's English page there for an English visitor). When boot.js hid it
// (a visitor it does not fit; it marks every page so, not knowing which one it is on), it goes and the app renders as
// on any route. Shown, the app hydrates it once the route's code is here: the nodes on screen stay, and become the
// app's, with whatever the visitor typed into them meanwhile. The dashboard's pages arrive with the signed-in frame
// instead (src/app/layouts/signed-in-skeleton.tsx): shown, it stays until the app's first render replaces it whole.
const container = document.getElementById('root')!;
const shown = container.hasChildNodes() && document.documentElement.dataset.prerender !== 'hidden';
const hydrate = shown && !container.querySelector('[data-skeleton]');
if (!shown) {
  container.replaceChildren();
  delete document.documentElement.dataset.prerender;
} else {
  await routerReady(router);
}
renderApp(container, router, appSystem, hydrate);
