// Browser journeys (headless chromium via playwright-core) against the stack tools/test.mjs or tools/e2e.mjs starts.
module.exports = {
  projects: ['<rootDir>/apps/web/e2e/jest.config.cjs', '<rootDir>/apps/admin/e2e/jest.config.cjs'],
  testTimeout: 90_000,
  // Two journeys side by side: each makes its own members (own client addresses) and catalogue rows, and takes
  // hours of the demo coach no other journey takes (or the first free one), so they do not meet; the stack and the
  // browsers share the machine's two cores. Three were measured green but slower (14.2 min against 12.5: three
  // browsers drawing at once crowd two cores more than the timers' idle moments free).
  maxWorkers: 2,
};
