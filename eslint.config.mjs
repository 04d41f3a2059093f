// ESLint flat config for every project of the monorepo (typescript-eslint, type-aware rules off for speed).
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/node_modules/**',
      '**/.react-router/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // CommonJS scripts (scripts/check-node.cjs must run on any old Node, so it stays require()-based).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend-admin/**/*.{ts,tsx}', 'frontend-public/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The Jest projects: a focused test (.only, fit, fdescribe) would pass CI while skipping every other test.
    files: ['backend/**/*.ts', 'libs/**/*.ts'],
    plugins: { jest },
    rules: { 'jest/no-focused-tests': 'error' },
  },
  {
    // Vitest and Playwright have their own `.only` too; each runner also refuses one (allowOnly: false,
    // forbidOnly: true), this says so where it is written.
    files: ['frontend-admin/**/*.test.{ts,tsx}', 'frontend-public/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: 'A focused test (.only) would pass CI while skipping every other test.',
        },
      ],
    },
  },
);
