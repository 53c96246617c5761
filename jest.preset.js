// Shared jest settings: SWC with legacy decorators and metadata (Nest DI and MikroORM need both),
// and the "source" export condition so workspace libraries are tested from their TypeScript sources.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  setupFiles: [require.resolve('./tools/jest/reset-orm-metadata.js')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  transformIgnorePatterns: ['/node_modules/(?!(file-type|strtok3|token-types|peek-readable|@tokenizer)/)'],
};
