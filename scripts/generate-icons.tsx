/**
 * The PNG icons of the web app manifest and the home screen, drawn from the app's own logo mark
 * (src/components/logo/logo.tsx) by Debian's Chromium. Run again when the logo changes, and commit the PNGs:
 *
 *   node --import tsx scripts/generate-icons.tsx
 *
 * - icon-192.png, icon-512.png (purpose "any"): the mark on a dark rounded tile, transparent corners.
 * - icon-maskable-512.png (purpose "maskable"): full-bleed background, the mark inside the safe zone (the central
 *   circle of 80% diameter that every launcher mask keeps).
 * - apple-touch-icon.png (180): full-bleed, as iOS rounds the corners itself; Safari fetches /apple-touch-icon.png
 *   on its own.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { LogoMark } from '../src/components/logo/logo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser-app';

const TILE = '#14110c'; // the favicon's tile
const GLOW = 'rgb(220 174 60 / 0.22)';

interface Icon {
  file: string;
  size: number;
  /** share of the side the mark takes */
  mark: number;
  /** corner radius as a share of the side; 0 = full bleed */
  radius: number;
}

const icons: Icon[] = [
  { file: 'icon-192.png', size: 192, mark: 0.68, radius: 0.22 },
  { file: 'icon-512.png', size: 512, mark: 0.68, radius: 0.22 },
  // The mark's bounding box (its diagonal) must stay inside the 80% circle: 0.52 of the side leaves a margin.
  { file: 'icon-maskable-512.png', size: 512, mark: 0.52, radius: 0 },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.64, radius: 0 },
];

function page(icon: Icon): string {
  const mark = renderToStaticMarkup(<LogoMark size={Math.round(icon.size * icon.mark)} />);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: transparent; }
    .tile {
      width: ${icon.size}px; height: ${icon.size}px; display: grid; place-items: center;
      border-radius: ${icon.radius * 100}%;
      background: radial-gradient(circle at 50% 42%, ${GLOW}, transparent 62%), ${TILE};
    }
  </style></head><body><div class="tile">${mark}</div></body></html>`;
}

const outDir = join(import.meta.dirname, '..', 'public');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const context = await browser.newContext({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    const png = await tab.locator('.tile').screenshot({ omitBackground: true });
    writeFileSync(join(outDir, icon.file), png);
    console.info(`public/${icon.file} (${icon.size}×${icon.size}, ${png.length} bytes)`);
    await context.close();
  }
} finally {
  await browser.close();
}
