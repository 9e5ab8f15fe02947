// A link as a QR code, for a second phone across the table to scan: qrcode-generator (vendored)
// encodes it, and the code is drawn here as an SVG, one path of dark modules with the quiet
// zone the standard asks for (four modules) on a white square, so it scans on a dark page too.
// Loaded only when an invitation is shown.

import qrcode from '../vendor/qrcode-generator/qrcode.js';

const SVG = 'http://www.w3.org/2000/svg';
/** Light modules around the code, as the QR standard asks. */
const QUIET = 4;

/**
 * An SVG drawing of `text` as a QR code (error correction M: a phone's camera across a
 * table reads it with a glare or a crease), named `label` for screen readers.
 * @param {string} text
 * @param {string} label
 */
export function qrSvg(text, label) {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const size = count + 2 * QUIET;
  let d = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const back = document.createElementNS(SVG, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('fill', '#fff');
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', d);
  modules.setAttribute('fill', '#000');
  svg.append(back, modules);
  return svg;
}
