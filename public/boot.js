/* global document, localStorage, navigator */
// Runs before the first paint: applies the stored theme and language so nothing flashes.
// A classic external script because the CSP allows only 'self' scripts (no inline code).
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var lang = 'ar';
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('accessToken') || localStorage.getItem('refreshToken'));
    if (localStorage.getItem('theme') === 'light') theme = 'light';
    var stored = localStorage.getItem('i18nextLng');
    var wanted = stored || (navigator.languages && navigator.languages[0]) || navigator.language || 'ar';
    if (String(wanted).toLowerCase().indexOf('en') === 0) lang = 'en';
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = theme === 'dark' ? '#0e0c09' : '#fdfbf6';
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // `/` and the auth forms carry their Arabic, dark page pre-rendered for first visits, and the app hydrates it. Anyone it does
  // not fit (English, the light theme, whose toggle reads otherwise, or signed in and about to be sent to the
  // dashboard) waits for the app's own first render instead of seeing it flash.
  if (lang !== 'ar' || theme !== 'dark' || signedIn) root.setAttribute('data-prerender', 'hidden');
})();
