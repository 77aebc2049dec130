// ESLint: JavaScript's and typescript-eslint's recommended rules (the syntactic set: the
// type-aware one would type-check the whole program a second time, after `tsc --noEmit`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'test-output/',
      'node_modules/',
      // AssemblyScript, not TypeScript (function decorators), checked by its own compiler
      'wasm/',
      // generated data
      'src/games/cannon/opening-guard-data.ts',
      'src/games/cannon/pattern-weights.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // bit boards set bits as `sq < 32 ? (lo |= b) : (hi |= b)`: a statement on purpose
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true, allowShortCircuit: true }],
      // a leading underscore names a parameter kept for its place (tsc's noUnusedParameters agrees)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // a game's kit adds its sides and end reasons to the engine's types by merging an
      // interface that extends a record of its literals (src/games/<id>/kit.ts)
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // a classic script in ES5's syntax (it runs before the game's modules): `catch (e) {}`
    files: ['src/boot/early.js'],
    languageOptions: { sourceType: 'script' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
);
