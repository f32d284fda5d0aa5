import { jestPreset } from '../jest.preset.js';

export default { ...jestPreset, displayName: 'frontend', rootDir: '.', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
