import { jestPreset } from '../jest.preset.js';

const swcTsx = [
  '@swc/jest',
  {
    jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  },
];

/** Component tests (*.spec.tsx): screens rendered into jsdom with Testing Library, the API answered by a fake fetch. */
export default {
  ...jestPreset,
  displayName: 'frontend-components',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.tsx'],
  testEnvironment: '<rootDir>/jest/jsdom-with-fetch.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/jest/testing-library.setup.js'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { ...jestPreset.transform, '^.+\\.tsx$': swcTsx },
  moduleNameMapper: { ...jestPreset.moduleNameMapper, '\\.s?css$': '<rootDir>/jest/style.stub.cjs' },
};
