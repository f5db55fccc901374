import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStoredTokens } from '@/app/session/tokens';
import { persistAcknowledgement } from '@/components/disclaimer/disclaimer-card';
import { persistLanguage, persistPrivacy, persistTheme } from './document-preferences';

/**
 * public/boot.js runs before the first paint and cannot import the app's modules, so it names the storage keys and
 * values itself. Here the app stores each choice through its own functions and boot.js must read them back: a key or
 * value renamed on one side only would paint every returning visitor's first frame wrong.
 */
const bootScript = readFileSync('public/boot.js', 'utf8');

function runBoot(page: 'public' | 'signed-in', languages?: string) {
  const root = document.documentElement;
  for (const name of [
    'data-document',
    'data-languages',
    'data-prerender',
    'data-disclaimer',
    'data-privacy',
    'lang',
    'dir',
    'class',
  ])
    root.removeAttribute(name);
  if (page === 'signed-in') root.setAttribute('data-document', 'signed-in');
  if (languages) root.setAttribute('data-languages', languages);
  new Function(bootScript)();
  return root;
}

beforeEach(() => localStorage.clear());

describe('boot.js reads what the app stored', () => {
  it('Arabic and dark, nothing else stored: the pre-rendered public page stays shown', () => {
    persistLanguage('ar');
    const root = runBoot('public');
    expect([root.lang, root.dir, [...root.classList]]).toEqual(['ar', 'rtl', ['dark']]);
    expect(root.getAttribute('data-prerender')).toBeNull();
    expect(root.getAttribute('data-disclaimer')).toBeNull();
    expect(root.getAttribute('data-privacy')).toBeNull();
  });

  it('the light theme, English, hidden amounts and the acknowledged disclaimer', () => {
    persistTheme('light');
    persistLanguage('en');
    persistPrivacy('hidden');
    persistAcknowledgement();
    const root = runBoot('public');
    expect([root.lang, root.dir, [...root.classList]]).toEqual(['en', 'ltr', ['light']]);
    // A document that carries no English page (the dev server's): an English visitor waits for the app's render.
    expect(root.getAttribute('data-prerender')).toBe('hidden');
    expect(root.getAttribute('data-disclaimer')).toBe('acknowledged');
    expect(root.getAttribute('data-privacy')).toBe('hidden');
  });

  it('Arabic and light: the pre-rendered public page stays shown, and the browser is told the light colour', () => {
    persistLanguage('ar');
    persistTheme('light');
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0e0c09';
    document.head.append(meta);
    const root = runBoot('public');
    expect([root.lang, [...root.classList], root.style.colorScheme]).toEqual(['ar', ['light'], 'light']);
    expect(root.getAttribute('data-prerender')).toBeNull();
    expect(meta.content).toBe('#fdfbf6');
    meta.remove();
  });

  it("English, on a document that carries the English page: it takes the Arabic one's place once the body is in", () => {
    persistLanguage('en');
    document.body.innerHTML =
      '<div id="root"><h1>مرحبا</h1></div><template id="page-en"><h1>Welcome back</h1></template>';
    const root = runBoot('public', 'ar en');
    // Until the body has arrived the Arabic page is hidden, never shown to an English visitor.
    expect(root.getAttribute('data-prerender')).toBe('hidden');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>Welcome back</h1>');
    expect(root.getAttribute('data-prerender')).toBeNull();
    document.body.innerHTML = '';
  });

  it('stored tokens: the signed-in frame shows, and the public page gives way to the redirect', () => {
    persistLanguage('ar');
    expect(runBoot('signed-in').getAttribute('data-prerender')).toBe('hidden');
    writeStoredTokens(localStorage, { accessToken: 'header.payload.signature', refreshToken: null });
    expect(runBoot('signed-in').getAttribute('data-prerender')).toBeNull();
    expect(runBoot('public').getAttribute('data-prerender')).toBe('hidden');
    localStorage.clear();
    persistLanguage('ar');
    writeStoredTokens(localStorage, { accessToken: null, refreshToken: 'refresh' });
    expect(runBoot('signed-in').getAttribute('data-prerender')).toBeNull();
  });
});
