// Browser journeys (headless chromium via playwright-core) against the stack tools/test.mjs or tools/e2e.mjs starts.
module.exports = {
  projects: ['<rootDir>/apps/web/e2e/jest.config.cjs', '<rootDir>/apps/admin/e2e/jest.config.cjs'],
  testTimeout: 90_000,
  // Two journeys side by side: each makes its own members (own client addresses) and catalogue rows, so
  // they do not meet; the stack and the browsers share the machine's two cores.
  maxWorkers: 2,
};
