export default {
  projects: ['<rootDir>/domain', '<rootDir>/services/platform', '<rootDir>/services/api', '<rootDir>/projections', '<rootDir>/workers', '<rootDir>/frontend'],
};
