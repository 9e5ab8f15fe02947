// @fluent/bundle 0.19.1 (Apache-2.0), copied by tools/site/vendor.mjs: do not edit.
const cache = new Map();
export function getMemoizerForLocale(locales) {
    const stringLocale = Array.isArray(locales) ? locales.join(" ") : locales;
    let memoizer = cache.get(stringLocale);
    if (memoizer === undefined) {
        memoizer = new Map();
        cache.set(stringLocale, memoizer);
    }
    return memoizer;
}
