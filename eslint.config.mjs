import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { controllersUseBuses } from './tools/lint/controllers-use-buses.mjs';
import { importBoundaries } from './tools/lint/import-boundaries.mjs';
import { routesDeclareContracts } from './tools/lint/routes-declare-contracts.mjs';

/** One lint configuration for the whole repo; each project runs `eslint src`. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // No consistent-type-imports: Nest's DI reads constructor types from decorator metadata, so value imports must stay.
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e.ts', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // What each project may import (docs/architecture.md, "Boundaries"); context pairs in tools/lint/context-boundaries.mjs.
  ...importBoundaries(),
  // Controllers send queries and commands only: no MikroORM, no EntityManager, no SQL (tools/lint/controllers-use-buses.mjs);
  // a route that parses its input with parseWith declares it with @ApiContract (tools/lint/routes-declare-contracts.mjs).
  controllersUseBuses(routesDeclareContracts()),
);
