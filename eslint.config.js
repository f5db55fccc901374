// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

// An alias and the same folder reached by a relative path are both refused.
const folders = { '@/*': '**/src/*', '@machines/*': '**/machines/*', '@server/*': '**/server/*' };
const boundary = (aliases, message) => ({ group: aliases.flatMap((a) => [a, folders[a]]), message });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'docs/machines/**',
      'bench/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // A pattern that backtracks super-linearly lets one long input freeze the event loop for every request (issue 11,
  // finding 1): such patterns are errors, wherever they are (the SPA's, the server's, the scripts').
  regexp.configs.recommended,
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Imports flow one way: contract ← machines ← src; the server never reaches into the SPA, nor the SPA into it.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [boundary(['@/*', '@machines/*', '@server/*'], 'contract/ stands alone.')] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [boundary(['@/*', '@machines/*'], 'The server does not import the SPA.')] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [boundary(['@server/*'], 'The SPA talks to the server over HTTP only.')] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Machines are pure (STYLE §1): xstate and the project's own types, nothing else.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@xstate/react',
                'ky',
                'react-router',
                '@chakra-ui/*',
                'i18next',
                'jwt-decode',
              ],
              message: 'machines/ stay pure: bind side effects with machine.provide().',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'window', 'document', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Inject a clock.' }],
    },
  },
  // zod is about 25 KiB gzip: a value imported from a schema module puts it in every route chunk that reaches it
  // (issue 20). The SPA takes types from the contract's schema modules and values from their zod-free siblings
  // (portfolio-values.ts, number-input.ts) and the formatting it shares with the server's e-mails (format-*.ts).
  // The auth API is the exception: it checks the refresh answer with its schema, and loads on the first refresh,
  // off every first visit.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/api/auth.ts', 'src/api/account.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@contract/*',
                '!@contract/*-values',
                '!@contract/number-input',
                '!@contract/route-documents',
                '!@contract/format-*',
              ],
              allowTypeImports: true,
              message: 'A zod schema module: import its types only, and plain values from a zod-free module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
