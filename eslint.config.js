import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers depend only downward: schema <- blocks <- h5 / editor <- server.
const layering = (forbidden) =>
  forbidden.map((name) => ({
    group: [`@h5-page/${name}`, `@h5-page/${name}/*`],
    message: `layering: this package may not import @h5-page/${name}`,
  }));

// What ships (a package's src, its *.test.ts(x) files aside) imports no test code: that lives in
// the package's test/ folder, which tests import as #test/... (package.json "imports"), and tests
// of a higher package as @h5-page/<package>/test/... (package.json "exports").
const TESTS = '**/*.test.{ts,tsx}';
const testCode = [
  { regex: '^#test/', message: 'production code may not import test code (#test/)' },
  {
    regex: '^@h5-page/[^/]+/test/',
    message: "production code may not import test code (another package's test/ folder)",
  },
  {
    regex: '^\\.\\.?/(.*/)?test(/|$)',
    message: "production code may not import test code (a package's test/ folder)",
  },
];

// ESLint keeps one set of no-restricted-imports patterns per file (the last matching config's),
// so each restriction repeats its patterns for the production files among its files, with
// testCode added.
const restrictImports = ({ files, production, ignores = [], patterns }) => [
  { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  {
    files: production,
    ignores: [...ignores, TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...testCode] }] },
  },
];

const layer = (name, forbidden) =>
  restrictImports({
    files: [`packages/${name}/**`],
    production: [`packages/${name}/src/**`],
    patterns: layering(forbidden),
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'packages/*/test/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...layer('schema', ['blocks', 'h5', 'editor', 'server']),
  ...layer('blocks', ['h5', 'editor', 'server']),
  // A block's folder is its own: what several blocks share lives in shared/ (or at the root of
  // src), never in another block's folder. Repeats the layering rule, which this replaces here.
  ...restrictImports({
    files: ['packages/blocks/src/*/**/*.{ts,tsx}'],
    production: ['packages/blocks/src/*/**/*.{ts,tsx}'],
    ignores: ['packages/blocks/src/shared/**'],
    patterns: [
      ...layering(['h5', 'editor', 'server']),
      {
        group: ['../*/**', '!../shared/**'],
        message: "a block's folder imports no other block's folder: share through shared/",
      },
    ],
  }),
  {
    // Blocks reach the address bar through the runtime (runtime.location), whose page, preview and
    // test versions each say what the address is; never through the browser's globals. Tests and
    // their helpers (packages/blocks/test) may.
    files: ['packages/blocks/src/**/*.{ts,tsx}'],
    ignores: ['packages/blocks/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'location', message: 'blocks read the address through runtime.location' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'document', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'location',
          message: 'blocks read the address through runtime.location',
        })),
      ],
    },
  },
  ...layer('h5', ['editor', 'server']),
  ...layer('editor', ['h5', 'server']),
  ...layer('server', []),
);
