import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));
// Each workspace import (`@dating/<name>`) and the source it resolves to.
const workspaceSources = {
  domain: 'domain/src/index.ts',
  platform: 'platform/src/index.ts',
  // Test support stays off the platform's production entry (package.json `exports`).
  'platform/testing': 'platform/src/testing/index.ts',
  api: 'services/api/src/index.ts',
  projections: 'projections/src/index.ts',
  workers: 'workers/src/index.ts',
};

// One transform for every package: SWC compiles TypeScript to ESM with Nest's decorator metadata,
// and workspace imports resolve to sources so a test never depends on a previous build.
export const jestPreset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    ...Object.fromEntries(
      Object.entries(workspaceSources).map(([name, source]) => [`^@dating/${name}$`, join(workspaceRoot, source)]),
    ),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Integration suites start PGlite or a whole site; under CI load the 5 s default is too tight.
  testTimeout: 60_000,
};
