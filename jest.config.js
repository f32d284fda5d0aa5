export default {
  projects: ['<rootDir>/domain', '<rootDir>/platform', '<rootDir>/services/api', '<rootDir>/projections', '<rootDir>/workers', '<rootDir>/chaos', '<rootDir>/frontend', '<rootDir>/frontend/jest.components.config.js'],
  // Jest reads testTimeout from the global config only; the preset's value counts when a package runs alone.
  testTimeout: 60_000,
};
