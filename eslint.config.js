import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const typescriptFiles = ['**/*.ts', '**/*.tsx'];

export default [
  { ignores: ['**/dist/**', '**/testing-dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'frontend/artifacts/**', 'frontend/test-results/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: typescriptFiles })),
  {
    files: typescriptFiles,
    rules: {
      // Code flows one way: every layer may use the pure domain; nothing reaches back up.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:projection', onlyDependOnLibsWithTags: ['type:domain', 'type:platform'] },
            { sourceTag: 'type:worker', onlyDependOnLibsWithTags: ['type:domain', 'type:platform'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:projection', 'type:worker'] },
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:projection', 'type:worker', 'type:api'] },
            { sourceTag: 'type:chaos', onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:projection', 'type:worker'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Used where the compiler cannot see an invariant the code just established (a regex group, a find after a check).
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The domain stays pure: no I/O, no clock, no randomness, no environment.
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'pg', 'ioredis', 'bullmq', '@nestjs/*', '@electric-sql/*', '@eventstore/*', 'nodemailer', 'web-push'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time arrives in command metadata.' },
        { object: 'Math', property: 'random', message: 'Ids arrive in commands.' },
      ],
    },
  },
  {
    // Configuration is parsed once, in platform/src/runtime/env.ts. A second API process started by the
    // tests inherits their environment as a child process does; it reads nothing from it itself.
    files: ['platform/**/*.ts', 'services/**/*.ts', 'projections/**/*.ts', 'workers/**/*.ts'],
    ignores: ['platform/src/runtime/env.ts', '**/*.spec.ts', 'platform/src/testing/test-database.ts', 'platform/src/testing/test-redis.ts', 'services/api/src/testing/api-process.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through parseConfig (runtime/env.ts).' }],
    },
  },
  {
    // Front-end features stand alone: a feature uses the shared layers and itself, never another feature;
    // only app/ (routes, layouts) composes features; shared code knows no feature and no app.
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    plugins: { boundaries },
    settings: {
      // Imports name the compiled `.js`; the resolver finds the `.ts`/`.tsx` behind them, so every import is classified.
      'import/resolver': { typescript: { project: 'frontend/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'frontend/src/{components,lib,i18n,types,config,styles}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
];
