/* global MessageChannel, document, window, localStorage, navigator, requestAnimationFrame, setTimeout, MutationObserver, PerformanceObserver */
// Runs before the first paint: applies the stored theme and language so nothing flashes.
// A classic external script because the CSP allows only 'self' scripts (no inline code).
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var lang = 'ar';
  var signedIn = false;
  var acknowledged = false;
  var amountsHidden = false;
  try {
    signedIn = Boolean(localStorage.getItem('accessToken') || localStorage.getItem('refreshToken'));
    acknowledged = localStorage.getItem('disclaimerAcknowledged') === 'true';
    amountsHidden = localStorage.getItem('privacyMode') === 'hidden';
    if (localStorage.getItem('theme') === 'light') theme = 'light';
    var stored = localStorage.getItem('i18nextLng');
    var wanted = stored || (navigator.languages && navigator.languages[0]) || navigator.language || 'ar';
    if (String(wanted).toLowerCase().indexOf('en') === 0) lang = 'en';
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  var applyTheme = function () {
    var background = theme === 'dark' ? '#0e0c09' : '#fdfbf6';
    root.classList.remove('dark', 'light');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    root.style.backgroundColor = background;
    // The browser's own bar too: a page shown as it arrived may go on without the app (the landing page).
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', background);
  };
  applyTheme();
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // `/`, the auth forms and the activation pages carry their page pre-rendered for first visits, and the app hydrates
  // it: the Arabic page in #root, the English one in <template id="page-en">, which is put in its place for an English
  // visitor once the body has arrived (until then the Arabic page is hidden). Its markup is the same in both themes
  // (the stylesheet colours it by the class set above, and each theme switch is a button per theme, the one that fits
  // shown; src/prerender/pages.test.tsx holds it), so it is shown in either. A signed-in visitor, about to be sent to
  // the dashboard, waits for the app's render instead of seeing it flash, as does anyone whose language the document
  // does not carry (data-languages; the dev server's has no page). The dashboard's pages carry the signed-in frame
  // instead (drawn for both themes, in both languages the same way), which the app replaces: shown to a signed-in
  // visitor, with the disclaimer card only until it has been acknowledged, and the privacy switch as the visitor
  // left it.
  var carried = (root.getAttribute('data-languages') || 'ar').split(' ').indexOf(lang) !== -1;
  var hidden = !carried || (root.getAttribute('data-document') === 'signed-in' ? !signedIn : signedIn);
  if (hidden || lang !== 'ar') root.setAttribute('data-prerender', 'hidden');
  document.addEventListener('DOMContentLoaded', function () {
    if (hidden || lang === 'ar') return;
    var page = document.getElementById('page-' + lang);
    var container = document.getElementById('root');
    if (!page || !container) {
      hidden = true;
      return;
    }
    container.replaceChildren(page.content);
    root.removeAttribute('data-prerender');
  });
  // The face of the visitor's language (Cairo for Arabic, Inter for English) is fetched now, with the document, so it
  // is there when the page is drawn: font-display: optional gives a face that comes late no second chance, and a
  // page the app draws after its code (/terms, a password reset) never got it, not even on a second
  // visit. `/` and the signed-in frame also name the Arabic face in their HTML, found before this script runs; the
  // browser fetches it once. The build writes the URLs here (scripts/vite-prerender.ts); the dev server leaves the
  // slots as they are.
  var face = lang === 'en' ? '__LATIN_FACE_URL__' : '__ARABIC_FACE_URL__';
  if (face.charAt(0) === '/') {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'font';
    preload.type = 'font/woff2';
    preload.crossOrigin = 'anonymous';
    preload.href = face;
    document.head.appendChild(preload);
  }
  if (acknowledged) root.setAttribute('data-disclaimer', 'acknowledged');
  if (amountsHidden) root.setAttribute('data-privacy', 'hidden');

  // Until the app has taken the page over (src/main.tsx marks it), a form must not submit itself: the browser would
  // put what was typed, the password too, in the address. The tap is not lost: the last form held back is submitted
  // again once the app is there, and the app sends it as its own (React hydrates a form a submit reaches first).
  var held = null;
  document.addEventListener(
    'submit',
    function (event) {
      if (root.getAttribute('data-app') === 'ready') return;
      event.preventDefault();
      held = { form: event.target, submitter: event.submitter };
    },
    true,
  );
  new MutationObserver(function (changes, observer) {
    if (root.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    var form = held && held.form;
    // A page the app drew afresh (boot.js hid the pre-rendered one) has other nodes: nothing typed there to send.
    if (!form || !form.isConnected || typeof form.requestSubmit !== 'function') return;
    var submitter = held.submitter && held.submitter.isConnected ? held.submitter : undefined;
    held = null;
    // The app's own handler prevents the browser's submission; prevent it here too in case the app cannot take it.
    form.addEventListener(
      'submit',
      function (event) {
        event.preventDefault();
      },
      { capture: true, once: true },
    );
    form.requestSubmit(submitter);
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
  // A pre-rendered page keeps its code in <template id="app-code"> (scripts/vite-prerender.ts): it is on screen
  // before any of it runs, so the code is fetched once the page has painted instead of sharing a slow network with
  // what paints it (architecture §7). A visitor whose page is hidden waits for the code anyway: it comes at once.
  document.addEventListener('DOMContentLoaded', function () {
    var code = document.getElementById('app-code');
    if (!code) return;
    // The sign-in and sign-up forms keep the app's own code apart from their light entry (src/signed-out/main.tsx),
    // which hydrates the page as it arrived, in the visitor's language, with the form's strings in it: only a
    // signed-in visitor, on the way to the dashboard, gets the app's code at once.
    var full = document.getElementById('app-code-full');
    if (signedIn && full) code = full;
    var requested = false;
    var load = function () {
      if (requested) return;
      requested = true;
      root.removeAttribute('data-code');
      // The entry first, then the preloads of its modules two at a time, each two in a task of their own: each one
      // starts its request there, which held the main thread for 1–4 ms a link on a busy two-core machine; some eighty
      // preloads put into the head at once held it for 40–120 ms, and eight at a time still made tasks of 15–30 ms,
      // long tasks on a phone four times slower. A message, not a timer, hands on to the next task: timers nested
      // this deep wait at least 4 ms each. The requests still all start long before the entry has arrived and names
      // its imports.
      // A file only a visitor of another language needs (the forms' strings in that language) is left out.
      var nodes = Array.prototype.slice.call(code.content.cloneNode(true).childNodes).filter(function (node) {
        var language = node.getAttribute && node.getAttribute('data-language');
        return !language || language === lang;
      });
      var channel = new MessageChannel();
      var next = function () {
        nodes.splice(0, 2).forEach(function (node) {
          document.head.appendChild(node);
        });
        if (nodes.length) channel.port2.postMessage(0);
      };
      channel.port1.onmessage = next;
      next();
    };
    if (hidden) return load();
    if (code.hasAttribute('data-on-intent')) return onIntent(load);
    // Once the page's text is on screen (its first contentful paint), or after the next frame where paint timing is
    // not reported, or in any case after a second.
    var loaded = false;
    var once = function () {
      if (loaded) return;
      loaded = true;
      load();
    };
    setTimeout(once, 1000);
    try {
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(once, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    }
  });

  // The landing page shown as it arrived needs no code to be read, nor to follow its links (each route has its own
  // pre-rendered document): the app is loaded only when the visitor heads for one of its controls (architecture §7:
  // a phone's main thread is left free). A touch, a press, a pointer over it or the focus on it is enough. Until the
  // app has started (src/main.tsx marks it), the theme switch is answered here, as the app would (its markup is the
  // same in both themes, public-toggles.tsx), and the app starts in the theme stored; any other tap on a button before
  // the app is there (the language, the menu) is held, and given to it once it has taken the page over. Offline, the
  // app comes at once, to say so. The service worker is registered here, as the app would (ADR 010).
  function onIntent(load) {
    root.setAttribute('data-code', 'on-intent');
    var control = function (event) {
      var target = event.target;
      return target && target.closest ? target.closest('#root a[href], #root button') : null;
    };
    var heading = function (event) {
      if (control(event)) load();
    };
    ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
      document.addEventListener(type, heading, { capture: true, passive: true });
    });
    var tapped = null;
    document.addEventListener(
      'click',
      function (event) {
        var button = control(event);
        var app = root.getAttribute('data-app');
        if (!button || button.tagName !== 'BUTTON' || app === 'ready') return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (!app && button.hasAttribute('data-theme-toggle')) {
          theme = theme === 'dark' ? 'light' : 'dark';
          applyTheme();
          try {
            localStorage.setItem('theme', theme);
          } catch {
            // Storage blocked: the switch holds for this page only.
          }
          return;
        }
        tapped = button;
        load();
      },
      true,
    );
    new MutationObserver(function (changes, observer) {
      if (root.getAttribute('data-app') !== 'ready') return;
      observer.disconnect();
      if (tapped && tapped.isConnected) tapped.click();
      tapped = null;
    }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
    if (navigator.onLine === false) load();
    window.addEventListener('offline', load);
    var register = function () {
      if (navigator.serviceWorker)
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
})();
