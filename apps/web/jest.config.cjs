module.exports = { ...require('../../jest.preset.js'), displayName: 'web', roots: ['<rootDir>/src'], testEnvironment: 'node' };
