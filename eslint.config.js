import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build',
      '.react-router',
      'node_modules',
      'test-results',
      'bench-results',
      'build-firestore',
      'build-photos',
      'build-firestore-pasted',
      '.cache',
      'scripts/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: globals.browser,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Build-time code, scripts and tests run in Node.
    files: ['scripts/**', 'tests/**', 'src/integrations/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser-side code never imports build-time integrations (*.server
    // modules run only at build time: React Router keeps them out of the
    // browser). Tests run in Node and reach no bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/integrations/**', 'src/**/*.server.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/integrations/*', '**/integrations/*'],
              allowTypeImports: true,
              message: 'Build-time code stays out of the browser bundle.',
            },
          ],
        },
      ],
    },
  },
);
