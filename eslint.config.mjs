// ESLint over the whole tree (npm test runs it): typescript-eslint's type-checked recommended set
// (a promise nobody awaits, an `any` that crosses into typed code, a method torn from its object,
// an assertion that asserts nothing...), React's rules of hooks and TanStack Query's. What is
// turned off or tuned says why beside it.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/coverage/**', 'frontend/public/**'] },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts,cts}'] })),
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore says "deliberately unused": a rest sibling dropped from a copy, a
      // parameter an interface makes us take.
      // An async function with no await is how a promise-returning interface is implemented
      // (Nest's lifecycle hooks, doubles, queue roles); the promise rules above catch the bugs.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Advice for the React Compiler, which this app does not use: TanStack Virtual's hook is fine without it.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['frontend/src/**/*.{ts,tsx}'] })),
);
