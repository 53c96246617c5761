// The lint rules' own tests (ESLint runs in a child process: see lint-texts.mjs).
module.exports = { ...require('../../jest.preset.js'), displayName: 'lint', roots: ['<rootDir>'], testTimeout: 120_000 };
