module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'server-composition',
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  testTimeout: 60_000,
};
