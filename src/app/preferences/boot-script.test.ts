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

function runBoot(page: 'public' | 'signed-in') {
  const root = document.documentElement;
  for (const name of [
    'data-document',
    'data-prerender',
    'data-disclaimer',
    'data-privacy',
    'lang',
    'dir',
    'class',
  ])
    root.removeAttribute(name);
  if (page === 'signed-in') root.setAttribute('data-document', 'signed-in');
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
    // The pre-rendered page is Arabic: an English visitor waits for a page drawn in English.
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
