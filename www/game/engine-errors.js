// The engine's errors in the player's language. The engine throws an English message with a
// machine-readable `kind` (`illegal-move`) and `params` (`move`, `cell`, `player`…); this
// module keeps a text for every kind in each language and fills it from the params, so a
// Turkish page does not show an English sentence inside a Turkish one. Kinds that cover
// several rules (a piece in the wrong place, a position that cannot arise) also carry a
// `reason` param, and each reason has its own text.
//
// The texts are the catalogs' `engineError.<kind>[.<reason>]` messages (www/locales). English is
// the exception: the engine's own message is the most precise English there is (it names every
// detail the params hold and sometimes more), so it is shown as it is; the English catalog's
// texts are what is shown when an error came without a message.

import { t, has, known, language, sideName, capitalize } from '../ui/i18n.js';

/** Params that name a side (`red`) and are shown in the page's language. */
const SIDE_PARAMS = ['player', 'owner', 'side', 'opponent', 'home'];

/** A piece name from the engine (`lion`) in the page's language, or as it came. */
function pieceText(name) {
  const key = `piece.${name}`;
  return has(key) ? t(key) : name;
}

/**
 * The params of an engine error made ready for a text: sides and pieces translated, and each
 * side param also capitalised (`{Player}`) for the start of a sentence.
 */
function localParams(params) {
  const out = { ...params };
  for (const name of SIDE_PARAMS) {
    if (typeof params[name] !== 'string') continue;
    out[name] = sideName(params[name]);
    out[capitalize(name)] = capitalize(out[name]);
  }
  if (typeof params.piece === 'string') out.piece = pieceText(params.piece);
  return out;
}

/**
 * The text of an engine error (`{ message, kind, params }`, as `errorInfo` in engine/engine.js gives
 * it) in the current language. English shows the engine's own message; another language
 * uses the text of the error's kind (and reason), filled from its params. An error of a kind
 * this module does not know, or without a kind, shows the English message.
 */
export function describeEngineError(info) {
  const message = typeof info?.message === 'string' ? info.message : String(info ?? '');
  const kind = typeof info?.kind === 'string' ? info.kind : null;
  const params = info?.params && typeof info.params === 'object' ? info.params : {};
  if (!kind) return message;
  if (language() === 'en' && message) return message;
  const base = `engineError.${kind}`;
  const withReason = typeof params.reason === 'string' ? `${base}.${params.reason}` : null;
  // A kind (or reason) no language has words for is said in the engine's own words.
  const key = withReason && known(withReason) ? withReason : base;
  return known(key) ? t(key, localParams(params)) : message;
}

/** Whether the current language has a text for an error kind (a test asks it of every kind the engine throws). */
export function hasErrorText(kind) {
  return known(`engineError.${kind}`);
}
