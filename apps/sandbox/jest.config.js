module.exports = { ...require('../../jest.preset.js'), displayName: 'sandbox', roots: ['<rootDir>/src'], testTimeout: 30_000 };
