// The JavaScript checks of `cargo xtask test` (stage "lint"): ESLint's recommended rules over the
// front end and the tests, with the globals each runs with (the page and its workers, Node for
// the tests). The packages come with the browser tests' (tests/e2e/package.json).
import js from './tests/e2e/node_modules/@eslint/js/src/index.js';
import globals from './tests/e2e/node_modules/globals/index.js';

export default [
  { ignores: ['www/pkg/**', 'www/vendor/**', 'dist/**', 'target/**', '**/node_modules/**'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js', 'sw.js'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.serviceworker },
    },
  },
  {
    files: ['tests/**/*.mjs', 'tools/**/*.mjs', 'eslint.config.mjs'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    rules: {
      // Unused parameters document a hook's signature (game/extras.js); a leading _ says so.
      'no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
];
