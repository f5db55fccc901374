// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'docs/machines/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Imports flow one way: contract ← machines ← src; server never reaches into the SPA.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./src', './machines', './server'],
              message: 'contract/ stands alone.',
            },
            { target: './machines', from: ['./src', './server'], message: 'machines/ stay pure.' },
            {
              target: './server',
              from: ['./src', './machines'],
              message: 'The server does not import the SPA.',
            },
            { target: './src', from: ['./server'], message: 'The SPA talks to the server over HTTP only.' },
          ],
        },
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
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
