import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The API's import rules: never the web app; `modules` false for the layers below them; `database` true where queries may be written. */
function apiImports({ modules, database }) {
  const patterns = [{ group: ['**/apps/web/**', '@portal/web'], message: 'The API never imports the web app.' }];
  if (!modules)
    patterns.push({ group: ['**/modules/**'], message: 'lib and db sit below the modules: never import one.' });
  if (!database) {
    patterns.push({
      group: [
        'drizzle-orm',
        'drizzle-orm/*',
        '**/db/schema',
        '**/db/schema/**',
        'pg',
        '@electric-sql/pglite',
        '@electric-sql/pglite/*',
      ],
      message:
        'Only repositories (repository.ts, *-repository.ts), the db layer, benches and tests query: move the query into a repository.',
    });
  }
  return ['error', { patterns }];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      // Local, untracked screenshots and measurement scripts (.gitignore).
      'scratch/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // Type-aware: a promise is awaited or explicitly voided, and never handed where a void callback goes.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A list's columns are memoised like useMemo: their dependencies are checked the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useListColumns$' }],
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focusing the first field of a single-purpose form (sign-in) is expected; MUI passes it through.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // The architecture: the web app never reaches into the API, and features do not import each other's internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@portal/api'], message: 'The web app talks to the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    // Shared web code (components, hooks, lib) sits below the features and the app shell.
    files: ['apps/web/src/{api,components,hooks,lib,config,locales,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@portal/api'], message: 'The web app talks to the API over HTTP only.' },
            {
              group: ['**/features/**', '**/app/**'],
              message:
                'Shared code never imports a feature or the app shell; move what both need down into components, hooks or lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature uses its own folder and shared code, never another feature's internals.
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@portal/api'], message: 'The web app talks to the API over HTTP only.' },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)',
              message: 'Features do not import each other; move what both need into components, hooks or lib.',
            },
            { group: ['**/app/**'], message: 'Features never import the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // A feature's manifest (features/<name>/manifest.ts) names its own pages and shared code only.
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@portal/api'], message: 'The web app talks to the API over HTTP only.' },
            {
              regex: '^\\.\\./(?!\\.\\.)',
              message: 'A manifest declares its own feature; another feature has its own manifest.',
            },
            { group: ['**/app/**'], message: 'Features never import the app shell.' },
          ],
        },
      ],
    },
  },
  // The API's layers. Each block lists every restriction for its files: a later block replaces the rule.
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': apiImports({ modules: true, database: false }) },
  },
  {
    // The database is reached through repositories (`repository.ts`, `*-repository.ts`) and the db
    // layer itself (client, migrations, schema, seeds, shared query helpers); benches and tests may too.
    files: [
      'apps/api/src/**/repository.ts',
      'apps/api/src/**/*-repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.ts',
      'apps/api/bench/**/*.ts',
      'apps/api/drizzle.config.ts',
    ],
    rules: { 'no-restricted-imports': apiImports({ modules: true, database: true }) },
  },
  {
    // The API's lib and db know nothing of the modules built on them.
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': apiImports({ modules: false, database: false }) },
  },
  {
    files: ['apps/api/src/db/**/*.ts', 'apps/api/src/lib/**/*-repository.ts', 'apps/api/src/lib/**/*.test.ts'],
    rules: { 'no-restricted-imports': apiImports({ modules: false, database: true }) },
  },
  {
    // The demo's candidates are made through the apply service, as candidates make them (decision 0045).
    files: ['apps/api/src/db/seed/candidates.ts'],
    rules: { 'no-restricted-imports': apiImports({ modules: true, database: true }) },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**'], message: 'The contract depends on nothing of the apps.' }] },
      ],
    },
  },
);
