// The text of the rules pages (rules.js), in English and Turkish, restating
// docs/rules.md for a phone screen. Each game: `lead` (one paragraph
// under the title), `sections` (title + blocks: a string is a paragraph, an array a list; the
// section with `pieces: true` gets the piece pictures after its blocks), `pieces` (one line per
// picture, keyed by the token of the engine's pieceHelp()), `from` (how a picture's cell is
// named: "d5" square, cell or point). The pictures themselves come from the engine.

import { RULES_EN } from './rules-text-en.js';
import { RULES_TR } from './rules-text-tr.js';

/** Each language's rules text, by game. */
export const RULES_TEXT = { en: RULES_EN, tr: RULES_TR };
