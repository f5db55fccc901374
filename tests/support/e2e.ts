/**
 * The browser tests' driver: the built app served by a real server process, opened in Chromium. It lives in
 * scripts/lib/ because the benchmarks and the screenshot script drive the app the same way, and scripts import
 * nothing from tests/.
 */
export * from '../../scripts/lib/browser-app';
