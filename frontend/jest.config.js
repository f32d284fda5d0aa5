import { jestPreset } from '../jest.preset.js';

/** Unit tests of rules, hooks and the build in node; component tests run from jest.components.config.js. */
export default { ...jestPreset, displayName: 'frontend', rootDir: '.', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
