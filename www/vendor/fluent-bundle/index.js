// @fluent/bundle 0.19.1 (Apache-2.0), copied by tools/site/vendor.mjs: do not edit.
/**
 * A JavaScript implementation of Project Fluent, a localization
 * framework designed to unleash the expressive power of the natural language.
 *
 * @module
 */
export { FluentBundle } from "./bundle.js";
export { FluentResource } from "./resource.js";
export { FluentType, FluentNone, FluentNumber, FluentDateTime, } from "./types.js";
