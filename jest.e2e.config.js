// Browser journeys (headless chromium via playwright-core) against the stack tools/test.mjs or tools/e2e.mjs starts.
module.exports = {
  projects: ['<rootDir>/apps/web/e2e/jest.config.cjs', '<rootDir>/apps/admin/e2e/jest.config.cjs'],
  testTimeout: 90_000,
  maxWorkers: 1,
};
