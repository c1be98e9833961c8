import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'drizzle/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.web.json', './tsconfig.shared.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/shared/**'],
    rules: boundary(
      ['**/server/**', '**/web/**', 'node:*', 'react', 'react-dom'],
      'src/shared imports neither server nor web code.',
    ),
  },
  {
    // Screens import constants and helpers for plain values and rules without downloading zod (the dashboard's
    // JavaScript budget, decision 024): schemas stay in contracts. threshold-display reads the metric table that
    // the thresholds contract builds its schema from.
    files: ['src/shared/constants/**', 'src/shared/helpers/**'],
    ignores: ['src/shared/helpers/threshold-display.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/contracts/*'],
              allowTypeImports: true,
              message: 'Constants and helpers stay zod-free: import types only from contracts, or move the value here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
    rules: boundary(['**/server/**', 'node:*'], 'Web code never imports server code.'),
  },
  {
    files: ['src/server/**', 'test/**', 'bench/**', 'e2e/**', 'scripts/**', 'bin/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
    rules: boundary(['**/web/**'], 'Server code never imports web code.'),
  },
  // The server's rooms depend one way (docs/architecture.md, "Layers"): modules (the features) on notifications, jobs,
  // http, engine and db; notifications on jobs; jobs on the engine and db; http and the engine on neither. A lower
  // room that needs a feature takes it as a parameter from the composition root (main.ts, app.ts).
  ...[
    ['platform', ['engine', 'db', 'http', 'jobs', 'notifications', 'modules']],
    ['engine', ['db', 'http', 'jobs', 'notifications', 'modules']],
    ['db', ['engine', 'http', 'jobs', 'notifications', 'modules']],
    ['http', ['engine', 'jobs', 'notifications', 'modules']],
    ['jobs', ['http', 'notifications', 'modules']],
    ['notifications', ['http', 'modules']],
  ].map(([room, above]) => ({
    files: [`src/server/${room}/**`],
    ignores: ['**/*.test.ts'],
    rules: boundary(
      ['**/web/**', ...above.map((other) => `**/${other}/**`), '**/cli/**', '**/startup/**', '**/app', '**/main'],
      `src/server/${room} depends on none of ${above.join(', ')}, cli, startup, app or main (the layers of docs/architecture.md).`,
    ),
  })),
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
