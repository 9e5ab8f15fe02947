// Renders the app's PNG icons from www/icons/icon.svg with the system Chromium, so that the
// committed PNGs can be remade after a change to the SVG (the build itself needs no tool):
//
//   node tests/e2e/render-icons.mjs [file…]  (from the repository root, after `npm ci` here;
//                                            the files named, or all of them)
//
// What it writes to www/icons/:
//   icon-192.png, icon-512.png        purpose "any": the SVG as drawn, transparent corners
//   icon-maskable-512.png             purpose "maskable": full-bleed brand green, the artwork
//                                     scaled to 88 % so the board stays inside the safe zone
//                                     (a centred circle of 40 % radius) under any mask shape
//   apple-touch-icon.png (180×180)    opaque (iOS fills transparency with black and rounds the
//                                     corners itself)
//   icon-48.png                       the page's icon (index.html): a PNG, because Chrome draws
//                                     an SVG icon as a document of its own on the page's main
//                                     thread, a long task while a game's page starts

import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const icons = path.resolve(here, '../../www/icons');
const svg = readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const BRAND = '#24452f';

const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A page of exactly `size` px showing the SVG at `scale` of it on `background`. */
function html(size, scale, background) {
  const inner = Math.round(size * scale);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden;
                 background: ${background}; }
    body { display: grid; place-items: center; }
    img { width: ${inner}px; height: ${inner}px; display: block; }
  </style></head><body><img src="${dataUrl}" alt=""></body></html>`;
}

const OUTPUTS = [
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.88, background: BRAND },
  { file: 'apple-touch-icon.png', size: 180, scale: 1, background: BRAND },
  { file: 'icon-48.png', size: 48, scale: 1, background: 'transparent' },
];
const wanted = process.argv.slice(2);

const browser = await chromium.launch({
  executablePath: process.env.TAHTA_CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb', '--font-render-hinting=none'],
});
try {
  for (const { file, size, scale, background } of OUTPUTS.filter((o) => !wanted.length || wanted.includes(o.file))) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(html(size, scale, background));
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
    writeFileSync(path.join(icons, file), png);
    console.log(`www/icons/${file}: ${size}×${size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
