import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const typescriptFiles = ['**/*.ts', '**/*.tsx'];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'frontend/artifacts/**', 'frontend/test-results/**'] },
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
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:projection', 'type:api'] },
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
    // Configuration is parsed once, in services/platform/src/runtime/env.ts.
    files: ['services/**/*.ts', 'projections/**/*.ts', 'workers/**/*.ts'],
    ignores: ['services/platform/src/runtime/env.ts', '**/*.spec.ts', 'services/platform/src/sql/test-database.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through parseConfig (runtime/env.ts).' }],
    },
  },
];
