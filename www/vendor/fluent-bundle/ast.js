// @fluent/bundle 0.19.1 (Apache-2.0), copied by tools/site/vendor.mjs: do not edit.
export {};
