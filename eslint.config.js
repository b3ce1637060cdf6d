// Lint: typescript-eslint (type-aware for src), React hooks, and the import
// direction of the house style (scripts/lint/layers.js).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importLayers } from './scripts/lint/import-layers.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '**/dist',
      'dist-*',
      // build and bench output anywhere (scripts/bench/floor/dist-waterfall), scratch files
      '**/dist-*',
      '.tmp',
      'coverage',
      'test-results',
      'src/api/generated',
      'src/api/.generated-check',
      'src/app/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal: { rules: { 'import-layers': importLayers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'portal/import-layers': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through the generated hooks (src/api/generated), not a hand-written URL.',
        },
      ],
    },
  },
  // The session's operations come from the start's own generated file (orval.config.ts,
  // START_OPERATIONS): the auth tag's file holds every auth hook, and what the shell imports
  // every page loads.
  {
    files: ['src/shell/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/api/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/generated/endpoints/auth/auth'],
              message: 'Import the session operations from src/api/generated/start/session (orval.config.ts).',
            },
          ],
        },
      ],
    },
  },
  // A feature may use its own tag's file, but the session's two operations come from the start
  // file everywhere: a page that imports them from the auth tag loads every auth hook with it
  // (the dashboard did, on every first visit of /).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/generated/endpoints/auth/auth'],
              importNames: [
                'getLoggedIn',
                'useGetLoggedIn',
                'getGetLoggedInQueryKey',
                'getGetLoggedInQueryOptions',
                'getAcpRights',
                'useGetAcpRights',
                'getGetAcpRightsQueryKey',
                'getGetAcpRightsQueryOptions',
              ],
              message: 'Import the session operations from src/api/generated/start/session (orval.config.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Benchmarks hand functions to the page (page.evaluate, addInitScript): browser globals too.
  { files: ['scripts/bench/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Plain scripts the page loads as they are (index.html).
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // Put in front of MSW's worker script (vite.config.ts).
  { files: ['src/mocks/worker/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
