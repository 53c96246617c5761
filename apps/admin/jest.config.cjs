module.exports = { ...require('../../jest.preset.js'), displayName: 'admin', roots: ['<rootDir>/src'], testEnvironment: 'node' };
