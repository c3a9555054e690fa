// ESLint over the whole tree (npm test runs it): the rules that catch what TypeScript's compiler
// lets through and that have bitten this codebase's kind before: a promise nobody awaits (an
// error that vanishes, a write that races its read), a promise where a callback's result is
// ignored, an await of something that is no promise; React's rules of hooks; TanStack Query's.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/coverage/**', 'frontend/public/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
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
