// Browser journeys against a running stack (tools/test.mjs or tools/e2e.mjs starts it on the test ports); the root
// jest.e2e.config.js runs them serially with a long timeout.
const base = require('../../jest.preset.js');
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testMatch: ['**/e2e/**/*.e2e.ts'],
  testEnvironment: require.resolve('./e2e-environment.js'),
};
