// Every unit and integration test, in one run: each project keeps its own settings and database.
module.exports = {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/server/core',
    '<rootDir>/libs/server/content',
    '<rootDir>/libs/server/backoffice',
    '<rootDir>/libs/server/identity',
    '<rootDir>/libs/server/catalogue',
    '<rootDir>/libs/server/billing',
    '<rootDir>/libs/server/lessons',
    '<rootDir>/libs/server/camp',
    '<rootDir>/libs/server/trials',
    '<rootDir>/libs/server/composition',
    '<rootDir>/apps/api',
    '<rootDir>/apps/worker',
    '<rootDir>/apps/sandbox',
    '<rootDir>/apps/web/jest.config.cjs',
    '<rootDir>/apps/admin/jest.config.cjs',
    '<rootDir>/tools/lint',
  ],
  testTimeout: 60_000,
  // Three files at once on two cores: an integration test waits on PostgreSQL, Redis and its own timers much of the
  // time (two workers left a fifth of the CPU idle; three ran the suite in 341 s instead of 474 s here).
  maxWorkers: 3,
  passWithNoTests: true,
};
