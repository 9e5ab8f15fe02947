// English as the fallback of every other message catalog, put in at build time so that a page
// still downloads one catalog (www/ui/i18n.js): each message English has and a catalog lacks is
// appended to that catalog's shipped copy, in English. tests/unit/catalogs.test.mjs fails on
// any such gap, so in a tested build nothing is appended; the fallback is for a build between.
//
// A catalog's entries are written as README.md ("Messages") says: each message starts at the
// beginning of a line (`id = …`) and its further lines are indented; comments start with `#`.

/** The messages of a catalog's text, by id, each with its whole source text. */
export function messagesOf(text) {
  const messages = new Map();
  let id = null;
  for (const line of text.split('\n')) {
    const start = /^(-?[a-zA-Z][\w-]*)\s*=/.exec(line);
    if (start) {
      id = start[1];
      messages.set(id, line);
    } else if (id && /^\s/.test(line) && line.trim()) {
      messages.set(id, `${messages.get(id)}\n${line}`);
    } else {
      id = null;
    }
  }
  return messages;
}

/** The catalog's text with English's messages that it lacks appended; `added` lists their ids. */
export function withFallback(english, text) {
  const own = messagesOf(text);
  const missing = [...messagesOf(english)].filter(([id]) => !own.has(id));
  if (!missing.length) return { text, added: [] };
  const appended = missing.map(([, source]) => source).join('\n');
  return {
    text: `${text.replace(/\n*$/, '\n')}\n## Missing from this catalog, in English (tools/site/catalog-fallback.mjs)\n\n${appended}\n`,
    added: missing.map(([id]) => id),
  };
}
