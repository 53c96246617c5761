module.exports = { ...require('../../../tools/e2e/jest.e2e.preset.js'), displayName: 'admin-e2e', rootDir: '..', roots: ['<rootDir>/e2e'] };
