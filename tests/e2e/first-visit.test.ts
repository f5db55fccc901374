// A first visit, as architecture §7 budgets it (ADR 011): `/` arrives with the Arabic landing page already in its HTML
// and paints before any JavaScript runs; the app then hydrates it, taking its nodes over in place. The main routes'
// documents preload their own code.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { holdScripts, openPage } from '@tests/support/e2e';
import { describeInBrowser } from '@tests/support/browser-suite';

/** Before every frame the browser paints, notes the headline on screen (none while styles still load). */
const noteHeadlines = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadlines: string[] }).seenHeadlines = seen;
    const look = () => {
      const h1 = document.querySelector('h1');
      if (h1?.checkVisibility()) seen.push(h1.textContent ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
const headlinesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenHeadlines: string[] }).seenHeadlines);

/** Marks the headline on screen, to tell afterwards whether the app took that node over or drew its own. */
const markHeadline = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { before: Element | null }).before = document.querySelector('h1');
  });
const headlineKept = (page: Page) =>
  page.evaluate(() => document.querySelector('h1') === (window as unknown as { before: Element }).before);

describeInBrowser('first visit in Chromium', (suite) => {
  it('sends / with the Arabic landing page in its HTML, and other routes with their code preloaded', async () => {
    const landing = await (await fetch(`${suite.server.url}/`)).text();
    const root = landing.slice(landing.indexOf('<div id="root">'));
    expect(root).toContain(ar.landing.hero.title);
    expect(root).toContain(ar.landing.hero.signup);
    expect(landing).toMatch(/<link rel="preload" as="font"[^>]*cairo-arabic-wght/);
    // The English page waits beside it for boot.js, which puts it in #root for an English visitor.
    expect(landing).toMatch(/^<!doctype html>\s*<html data-languages="ar en" /);
    const english = landing.slice(landing.indexOf('<template id="page-en">'));
    expect(english).toContain(en.landing.hero.title);
    expect(english).not.toContain(ar.landing.hero.title);

    const login = await (await fetch(`${suite.server.url}/login`)).text();
    // architecture §7: a pre-rendered page's code waits in a template for boot.js to load it after the first paint
    // The form is hydrated by its light entry (src/signed-out/main.tsx); the app's own code waits apart for the
    // visitor to leave the form.
    expect(login.slice(login.indexOf('<template id="app-code">'))).toMatch(
      /^<template id="app-code"><script type="module"[^>]*\/assets\/signed-out-login-[\w-]+\.js/,
    );
    const code = login.slice(login.indexOf('<template id="app-code-full">'));
    expect(code).toMatch(
      /^<template id="app-code-full"><script type="module"[^>]*\/assets\/index-[\w-]+\.js/,
    );
    expect(code).toMatch(/<link rel="modulepreload"[^>]*\/assets\/login-page-[\w-]+\.js/);
    // Every route but / renders once the rest of the Arabic strings are in (src/i18n/first-visit-sections.ts).
    expect(code).toMatch(/<link rel="modulepreload"[^>]*\/assets\/ar-rest-[\w-]+\.js/);
    expect(landing).not.toContain('ar-rest-');
    expect(login.slice(0, login.indexOf('</head>'))).not.toContain('modulepreload');
    // The dashboard's pages carry the signed-in frame, so their code waits likewise (signed-in-frame.test.ts).
    const dashboard = await (await fetch(`${suite.server.url}/dashboard`)).text();
    expect(dashboard.slice(dashboard.indexOf('<template id="app-code">'))).toMatch(
      /<link rel="modulepreload"[^>]*\/assets\/dashboard-page-[\w-]+\.js/,
    );
    // architecture §7: the login form is in the HTML too (tests/e2e/auth/prerendered-forms.test.ts)
    expect(login.slice(login.indexOf('<div id="root">'))).toContain(ar.login.title);
    expect(login.slice(login.indexOf('<template id="page-en">'))).toContain(en.login.title);
    // A route without a document of its own still gets the plain shell.
    const other = await (await fetch(`${suite.server.url}/terms-and-conditions`)).text();
    expect(other).toContain('<div id="root"></div>');
    expect(other).not.toContain('login-page-');
  });

  it("loads only the first visit's strings on /, and the rest before another page shows its own", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    const strings: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ar-rest-[\w-]+\.js$/.test(request.url())) strings.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).waitFor();
    expect(strings).toEqual([]);
    // A move inside the app, not a new document (the app has come: the pointer went to a link): the login page's
    // strings come with its code.
    const signIn = page.locator('main').getByRole('link', { name: ar.landing.hero.signin });
    await signIn.hover();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await signIn.click();
    await page.getByRole('heading', { name: ar.login.title }).waitFor();
    expect(strings).toHaveLength(1);
    expect(await page.getByRole('button', { name: ar.login.submit }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the landing page without JavaScript', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).isVisible(),
    ).resolves.toBe(true);
    const hero = page.locator('main');
    await expect(hero.getByRole('link', { name: ar.landing.hero.signin }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    await context.close();
  });

  it('takes the pre-rendered page over: the toggles work and nothing is logged as an error', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    // The code comes after the first paint (ADR 011): the toggles answer once it has arrived and taken over.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: ar.landing.hero.title }).waitFor();
    await page.getByRole('button', { name: ar.preferences.useLightTheme }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the pre-rendered page: the nodes on screen before the code arrived become the app', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url);
    // Hold the entry back until the page on screen has been marked.
    const release = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: ar.landing.hero.title });
    await heading.waitFor();
    await markHeadline(page);
    release();
    // The theme toggle answers once the app owns the page (a tap before the code has arrived does nothing).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: ar.preferences.useLightTheme }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
    expect(await headlineKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows and hydrates the pre-rendered page for a visitor who chose the light theme', async () => {
    for (const { path, title, entry } of [
      { path: '/', title: ar.landing.hero.title, entry: /\/assets\/index-[\w-]+\.js$/ },
      { path: '/login', title: ar.login.title, entry: /\/assets\/signed-out-login-[\w-]+\.js$/ },
    ]) {
      const { page, errors, context } = await openPage(suite.browser, suite.server.url, { theme: 'light' });
      const release = await holdScripts(page, entry);
      await page.goto(path, { waitUntil: 'commit' });
      // Before any of the app's code has run: the page as it arrived, in the light theme, its switch offering the dark.
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      const toDark = page.getByRole('button', { name: ar.preferences.useDarkTheme });
      expect(await toDark.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: ar.preferences.useLightTheme }).isVisible()).toBe(false);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#fdfbf6');
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      await markHeadline(page);
      release();
      // `/` loads the app when the visitor heads for a control.
      await toDark.hover();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await headlineKept(page)).toBe(true);
      await toDark.click();
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps "or" on one line with the sign-in button on a phone, in both languages', async () => {
    for (const language of ['ar', 'en'] as const) {
      const strings = language === 'ar' ? ar : en;
      const { page, context } = await openPage(suite.browser, suite.server.url, {
        language,
        viewport: { width: 360, height: 740 },
      });
      await page.goto('/');
      const hero = page.locator('main section').first();
      const signIn = await hero.getByRole('link', { name: strings.landing.hero.signin }).boundingBox();
      const or = await hero.getByText(strings.landing.hero.or, { exact: true }).boundingBox();
      expect(signIn && or).toBeTruthy();
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(or!) - middle(signIn!))).toBeLessThan(4);
      await context.close();
    }
  });

  it('shows an English visitor the English page as it arrived, never the Arabic one, and hydrates it', async () => {
    for (const { path, title, arabic, entry } of [
      {
        path: '/',
        title: en.landing.hero.title,
        arabic: ar.landing.hero.title,
        entry: /\/assets\/index-[\w-]+\.js$/,
      },
      {
        path: '/login',
        title: en.login.title,
        arabic: ar.login.title,
        entry: /\/assets\/signed-out-login-[\w-]+\.js$/,
      },
      {
        path: '/forgot-password',
        title: en.forgotPassword.title,
        arabic: ar.forgotPassword.title,
        entry: /\/assets\/index-[\w-]+\.js$/,
      },
    ]) {
      const { page, errors, context } = await openPage(suite.browser, suite.server.url, { language: 'en' });
      await noteHeadlines(page);
      const release = await holdScripts(page, entry);
      await page.goto(path, { waitUntil: 'commit' });
      // Before any of the app's code has run: the English page, in English, from the document itself.
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      expect([
        await page.locator('html').getAttribute('lang'),
        await page.locator('html').getAttribute('dir'),
      ]).toEqual(['en', 'ltr']);
      await markHeadline(page);
      release();
      // `/` loads the app when the visitor heads for a control; the forms load theirs once painted.
      await page.getByRole('button', { name: en.preferences.useLightTheme }).hover();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await headlineKept(page)).toBe(true);
      const seen = await headlinesSeen(page);
      expect(seen).toContain(title);
      expect(seen).not.toContain(arabic);
      // A node the app drew otherwise would be a mismatch, logged as an error.
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("hydrates /login and /signup with the form's light entry and the strings of the visitor's language only", async () => {
    for (const [language, strings, other] of [
      ['ar', ar, en],
      ['en', en, ar],
    ] as const) {
      for (const form of ['login', 'signup'] as const) {
        const { page, errors, context } = await openPage(suite.browser, suite.server.url, { language });
        await noteHeadlines(page);
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(`/${form}`);
        await page.getByRole('heading', { level: 1, name: strings[form].title }).waitFor();
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        expect(await headlinesSeen(page)).not.toContain(other[form].title);
        if (language === 'en') {
          // Every string in English, but the switch to Arabic, named in Arabic.
          const text = await page.locator('#root').innerText();
          expect(text.replace('العربية', '')).not.toMatch(/[\u0600-\u06FF]/);
        }
        // The form's entry and its strings in the visitor's language, fetched side by side; not the other
        // language's, and none of the app's own code.
        const files = scripts.map((file) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
        expect(files.slice(0, 3).sort()).toEqual([
          '/boot.js',
          `signed-out-${form}`,
          `signed-out-${form}-${language}`,
        ]);
        expect(files).not.toContain(`signed-out-${form}-${language === 'ar' ? 'en' : 'ar'}`);
        expect(scripts.some((file) => /\/assets\/index-/.test(file))).toBe(false);
        expect(await page.locator('html').getAttribute('data-prerender')).toBeNull();
        // A string the form's file lacked would be drawn as its key, unlike the page pre-rendered: a mismatch, logged.
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it("draws a visitor's first page in the face of their language, fetched once", async () => {
    // The faces the browser really drew a node's text with (not the CSS stack it asked for). A node the app replaces
    // between the lookup and the question is looked up again (expect.poll below).
    const facesOf = async (page: Page, selector: string) => {
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((font) => font.familyName);
      } catch (error) {
        return [`not read: ${(error as Error).message}`];
      } finally {
        await cdp.detach();
      }
    };
    const faceFiles = { Cairo: 'cairo-arabic', Inter: 'inter-latin' };
    const visits = [
      { language: 'en', theme: 'dark', path: '/', face: 'Inter' },
      { language: 'en', theme: 'dark', path: '/login', face: 'Inter' },
      // An Arabic page the app draws after its code names no face in its HTML: boot.js's preload brings it; `/`
      // names the face in its HTML too.
      { language: 'ar', theme: 'light', path: '/password-reset/uid/token', face: 'Cairo' },
      { language: 'ar', theme: 'dark', path: '/', face: 'Cairo' },
    ] as const;
    for (const { language, theme, path, face } of visits) {
      const { page, context } = await openPage(suite.browser, suite.server.url, { language, theme });
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(faceFiles[face])) fetched.push(request.url());
      });
      await page.goto(path);
      const preloads = (file: string) =>
        page.locator(`link[rel="preload"][as="font"][href*="${file}"]`).count();
      await expect(preloads(faceFiles[face])).resolves.toBeGreaterThan(0);
      // The Latin face is not fetched ahead of an Arabic page (`/` names the Arabic one in its HTML for everyone).
      if (language === 'ar') await expect(preloads(faceFiles.Inter)).resolves.toBe(0);
      expect(fetched).toHaveLength(1);
      // font-display: optional: a face not there when the text is first drawn is never swapped in on that page.
      // (An Arabic heading's spaces are Latin: they fall to whatever face has them.)
      // A page the app draws (boot.js hid the pre-rendered one) has its heading once the app's staged start-up is
      // done, which the load event does not wait for: on a busy machine, longer than a poll's default second.
      const drawn = expect.poll(() => facesOf(page, 'h1'), { timeout: 15_000 });
      if (language === 'en') await drawn.toEqual(['Inter']);
      else await drawn.toContain('Cairo');
      await context.close();
    }
  });
});
