/**
 * Unit specs live beside the code (src/**\/*.spec.ts); API end-to-end specs in test/ boot the real
 * app on a fresh SQLite file, and on MariaDB too when TEST_MYSQL_URL is set.
 * @type {import('jest').Config}
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@site/contract$': '<rootDir>/../libs/contract/src' },
  testTimeout: 60000,
};
