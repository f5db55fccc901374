// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// An alias and the same folder reached by a relative path are both refused.
const folders = {
  '@/*': '**/src/*',
  '@machines/*': '**/machines/*',
  '@server/*': '**/server/*',
  '@tests/*': '**/tests/*',
};
const boundary = (aliases, message) => ({ group: aliases.flatMap((a) => [a, folders[a]]), message });
const tests = ['**/*.test.{ts,tsx}'];

// Machines are pure (architecture §3): xstate and the project's own types, nothing else.
const pure = {
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
};

// What a page or a shared piece may still take from src/app/: the hooks of the app-wide actors (the app system's
// provider and hooks, session, preferences, household scope, notifications, the inspector), the login redirect's
// state the route guards write, and the Chakra island with its theme.
const appHooks = [
  'inspect',
  'system/app-system',
  'system/api-for',
  'system/use-api-client',
  'pending-invitation',
  'preferences/use-preferences',
  'household-scope/[a-z-]+',
  'notifications/[a-z-]+',
  'session/use-session',
  'session/route-guards',
  'layouts/chakra-island',
];
const composition = {
  regex: `^(?:@/|(?:\\.\\./)+)app/(?!(?:${appHooks.join('|')})$)`,
  message: 'src/app/ is the composition root: move what a page or a shared piece needs out of it.',
};
const otherPage = (page) => ({
  regex: `^(?:@/pages/|(?:\\.\\./)+pages/|\\.\\./(?!\\.\\./))(?!${page}(?:/|$))`,
  message: 'A page does not import another page: move what two pages share to src/components/ or src/lib/.',
});
const noPages = {
  regex: '^(?:@/|(?:\\.\\./)+)pages/',
  message: 'A shared piece imports no page: move what it needs out of the page.',
};

const restrict = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

function zones() {
  const spa = boundary(['@server/*'], 'The SPA talks to the server over HTTP only.');
  const noTests = boundary(['@tests/*'], 'Only tests import tests/.');
  const pages = readdirSync(`${import.meta.dirname}/src/pages`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    restrict(
      ['contract/**/*.ts'],
      [boundary(['@/*', '@machines/*', '@server/*', '@tests/*'], 'contract/ stands alone.')],
    ),
    restrict(['server/**/*.ts'], [boundary(['@/*', '@machines/*'], 'The server does not import the SPA.')]),
    restrict(
      ['server/**/*.ts'],
      [boundary(['@/*', '@machines/*', '@tests/*'], 'The server does not import the SPA or tests/.')],
      tests,
    ),
    restrict(
      ['machines/**/*.{ts,tsx}'],
      [pure, boundary(['@/*', '@tests/*'], 'machines/ import nothing from src/ or tests/.')],
      tests,
    ),
    restrict(['scripts/**/*.{ts,tsx,mjs}'], [noTests]),
    restrict(['src/**/*.{ts,tsx}'], [spa]),
    restrict(['src/**/*.{ts,tsx}'], [spa, noTests], tests),
    restrict(
      ['src/{components,lib,api,i18n,pwa}/**/*.{ts,tsx}'],
      [spa, noTests, noPages, composition],
      tests,
    ),
    ...pages.map((page) =>
      restrict([`src/pages/${page}/**/*.{ts,tsx}`], [spa, noTests, otherPage(page), composition], tests),
    ),
  ];
}

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
  // A pattern that backtracks super-linearly lets one long input freeze the event loop for every request (product §16):
  // such patterns are errors, wherever they are (the SPA's, the server's, the scripts').
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
  // Import zones (docs/architecture.md §1). Imports flow one way: contract ← machines ← src, and contract ← server;
  // the server never reaches into the SPA, nor the SPA into it; nothing but a test imports tests/. Inside src/, app/
  // (with main.tsx and prerender/) is the composition root: pages and shared pieces never import it, save the hooks of
  // the app-wide actors listed in appHooks; a page never imports another page; shared pieces (components/, lib/, api/,
  // i18n/, pwa/) import no page. ESLint applies the last block that sets a rule, so each block lists every zone that
  // binds its files.
  ...zones(),
  {
    // Machines are pure (architecture §3): no storage, page, network or clock of their own.
    files: ['machines/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'window', 'document', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Inject a clock.' }],
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
    // Views never build events (architecture §3): a component calls its machine's facade (`use-*-events.ts`, `use-*.ts`),
    // which is the one place an event object is written. Facades are .ts files, so they are outside this rule.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression:matches([callee.name='send'], [callee.property.name='send']) > ObjectExpression > Property[key.name='type']",
          message: 'A view does not build events: call a method of the machine’s facade (use-*-events.ts).',
        },
        {
          // Nor does it build one to hold in a variable, pass along or ask `can` about: an event's type is a dotted
          // name (`member.add`), and the question goes into the machine's selectors (`selectMay*`, `selectCan*`).
          selector: "Property[key.name='type'] > Literal[value=/^[a-zA-Z]+\\.[a-zA-Z]+$/]",
          message:
            'A view does not build events: ask the machine’s selectors or call its facade (use-*-events.ts).',
        },
      ],
    },
  },
  // zod is about 25 KiB gzip: a value imported from a schema module puts it in every route chunk that reaches it
  // (architecture §7). The SPA takes types from the contract's schema modules and values from their zod-free siblings
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
          // A view reads a flow without useSyncExternalStore, so a page drawn in slices is not drawn again in one
          // task when its data arrives (src/lib/use-selector.ts, ADR 032).
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useSelector'],
              message: "Import useSelector from '@/lib/use-selector'.",
            },
          ],
          patterns: [
            {
              group: [
                '@contract/*',
                '!@contract/*-values',
                '!@contract/number-input',
                '!@contract/route-documents',
                '!@contract/format-*',
                // the common passwords, as the address of a text file (src/api/common-passwords.ts)
                '!@contract/common-passwords.txt?url',
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
