// The lessons and puzzles as the site ships them (docs/lessons.md, docs/puzzles.md), fetched
// when their screen is first opened (never with the home page) and kept for the visit. The
// offline app's service worker precaches every file of the site, so they load offline too.

import { language } from '../ui/i18n.js';
import { siteFile } from '../platform/site-file.js';

/** The fetched files by address: a promise each, dropped again when the fetch fails. */
const fetched = new Map();

/** The text of a file of the site, by its path under www/ (`lessons/jungle.json`). */
function fetchText(path) {
  if (!fetched.has(path)) {
    const loading = fetch(siteFile(path)).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
      return response.text();
    });
    // A failed fetch (offline before the first visit finished) may succeed later.
    loading.catch(() => fetched.delete(path));
    fetched.set(path, loading);
  }
  return fetched.get(path);
}

/**
 * The lessons of `variant` with the texts of the UI language (English where a text is missing):
 * `{ lessons: [{ id, title, intro, tasks }], text: (id) => string }`. Throws when a file cannot
 * be fetched or is not a lesson file of this game.
 */
export async function loadLessons(variant) {
  const lang = language();
  const [file, english, own] = await Promise.all([
    fetchText(`lessons/${variant}.json`),
    fetchText(`lessons/${variant}.en.json`),
    lang === 'en' ? null : fetchText(`lessons/${variant}.${lang}.json`),
  ]);
  const data = JSON.parse(file);
  if (data?.format !== 1 || data.variant !== variant || !Array.isArray(data.lessons)) {
    throw new Error(`www/lessons/${variant}.json is not a lesson file of ${variant}`);
  }
  const texts = { ...JSON.parse(english), ...(own ? JSON.parse(own) : {}) };
  return { lessons: data.lessons, text: (id) => texts[id] ?? id };
}

/**
 * One puzzle: `{ id, rating, theme, position, solution: [move…] }` (docs/puzzles.md; the
 * solution alternates the solver's moves and the replies, solver's first and last).
 * @typedef {{id: string, rating: number, theme: string, position: string, solution: string[]}} Puzzle
 */

/** The columns of a puzzle file, after its comment lines. */
const COLUMNS = 'id\trating\ttheme\tposition\tsolution';

/**
 * Reads a puzzle file's text (docs/puzzles.md): the puzzles, in file order. Throws when it is
 * not a puzzle file of `variant`; a line that does not read is left out (the engine's tests and
 * `tahta puzzles --check` keep the shipped files clean).
 * @returns {Puzzle[]}
 */
export function readPuzzles(variant, text) {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== `# tahta puzzles v1 ${variant}`) throw new Error(`not a puzzle file of ${variant}`);
  const puzzles = [];
  let header = false;
  for (const line of lines.slice(1)) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!header) {
      if (line.trimEnd() !== COLUMNS) throw new Error(`the columns of a puzzle file should be: ${COLUMNS}`);
      header = true;
      continue;
    }
    const [id, rating, theme, position, solution] = line.trimEnd().split('\t');
    const moves = solution?.split(' ').filter(Boolean) ?? [];
    if (!/^[0-9a-f]{8}$/.test(id ?? '') || !Number.isFinite(Number(rating)) || !theme || !position || !moves.length)
      continue;
    puzzles.push({ id, rating: Number(rating), theme, position, solution: moves });
  }
  return puzzles;
}

/** The shipped puzzles of `variant` (www/puzzles/<variant>.tsv). */
export async function loadPuzzles(variant) {
  return readPuzzles(variant, await fetchText(`puzzles/${variant}.tsv`));
}
