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

/**
 * sanitize-html's parser (htmlparser2 12 and its dom* / entities helpers) and otplib's base32 and HMAC plugins
 * (@scure/base, @noble/hashes) ship only as ES modules. Node 20.19+ loads them with require() at run time, but
 * Jest's module runtime cannot, so Jest compiles them to CommonJS.
 */
const ESM_ONLY = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  '@scure/base',
  '@noble/hashes',
];
const swcJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': swcJs },
  // Decided by the innermost node_modules of a path (otplib's plugin keeps its own @noble/hashes).
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
  // The server's own modules loaded on demand (`await import('./x.js')`, as Node resolves them from dist) are its
  // TypeScript sources here.
  moduleNameMapper: { '^@site/contract$': '<rootDir>/../libs/contract/src', '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60000,
};
