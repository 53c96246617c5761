module.exports = { ...require('../../jest.preset.js'), displayName: 'worker', roots: ['<rootDir>/src'], testTimeout: 60_000 };
