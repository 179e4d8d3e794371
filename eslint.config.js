import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers depend only downward: schema <- blocks <- h5 / editor <- server.
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [`@h5-page/${name}`, `@h5-page/${name}/*`],
          message: `layering: this package may not import @h5-page/${name}`,
        })),
      },
    ],
  },
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
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
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
  layer(['packages/schema/**'], ['blocks', 'h5', 'editor', 'server']),
  layer(['packages/blocks/**'], ['h5', 'editor', 'server']),
  {
    // A block's folder is its own: what several blocks share lives in shared/ (or at the root of
    // src), never in another block's folder. Repeats the layering rule, which this replaces here.
    files: ['packages/blocks/src/*/**/*.{ts,tsx}'],
    ignores: ['packages/blocks/src/{shared,testing}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['h5', 'editor', 'server'].map((name) => ({
              group: [`@h5-page/${name}`, `@h5-page/${name}/*`],
              message: `layering: this package may not import @h5-page/${name}`,
            })),
            {
              group: ['../*/**', '!../shared/**', '!../testing/**'],
              message: "a block's folder imports no other block's folder: share through shared/",
            },
          ],
        },
      ],
    },
  },
  layer(['packages/h5/**'], ['editor', 'server']),
  layer(['packages/editor/**'], ['h5', 'server']),
);
