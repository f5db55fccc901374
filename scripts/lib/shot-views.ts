/**
 * The screenshot scripts' views (tests/e2e/**\/shots.script.ts): every screen is shot for a person to look at in
 * Arabic and English, dark and light, on a phone and a desktop, each shot named after its view.
 */
import type { Page } from 'playwright-core';

export type Device = 'phone' | 'desktop';
export type Viewport = { width: number; height: number };

export interface ShotView {
  language: 'ar' | 'en';
  theme: 'dark' | 'light';
  device: Device;
  viewport: Viewport;
}

export const SHOT_VIEWPORTS: Record<Device, Viewport> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** Every view a screen is shot in: Arabic then English, dark then light, each device in `viewports`' order. */
export function* shotViews(
  viewports: Partial<Record<Device, Viewport>> = SHOT_VIEWPORTS,
): Generator<ShotView> {
  for (const language of ['ar', 'en'] as const)
    for (const theme of ['dark', 'light'] as const)
      for (const [device, viewport] of Object.entries(viewports) as [Device, Viewport][])
        yield { language, theme, device, viewport };
}

/** `<out>/<name>-<language>-<theme>-<device>.png`. */
export function shotPath(out: string, name: string, { language, theme, device }: ShotView): string {
  return `${out}/${name}-${language}-${theme}-${device}.png`;
}

/** Once the web fonts are in and `settleMs` has let transitions end, the page's screenshot at `path`. */
export async function shootPage(
  page: Page,
  path: string,
  { fullPage = true, settleMs = 0 }: { fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot({ path, fullPage });
}

/**
 * A phone page too tall to read whole, also shot in screen-high slices: `partPath(1)`, `partPath(2)`, … down to
 * the page's end.
 */
export async function shootScreenfuls(
  page: Page,
  viewport: Viewport,
  partPath: (part: number) => string,
): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += viewport.height, part++)
    await page.screenshot({
      path: partPath(part),
      fullPage: true,
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
    });
}
