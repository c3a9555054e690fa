// The one jest setup every package uses. NestJS 12 is ESM-only, so jest runs in ESM mode
// (NODE_OPTIONS=--experimental-vm-modules) with swc compiling TypeScript and decorators.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {{ testTimeout?: number, tsx?: boolean }} [options] */
export function jestConfig(options = {}) {
  return {
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: Boolean(options.tsx), decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
          sourceMaps: 'inline',
        },
      ],
    },
    moduleNameMapper: {
      // Tests run our libs from source, so a change in a lib is tested without a build.
      '^@solana-hub/(contracts|config|extraction|db|queue|runtime|testing|demo-alerts|ai|telegram-export)$': `${repoRoot}/libs/$1/src/index.ts`,
      '^@solana-hub/tools$': `${repoRoot}/tools/src/index.ts`,
      '^@solana-hub/ai/testing$': `${repoRoot}/libs/ai/src/testing/index.ts`,
      '^@solana-hub/telegram-export/testing$': `${repoRoot}/libs/telegram-export/src/testing/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // A component imports its stylesheet (Vite bundles it); the tests have no use for it.
      '\\.css$': `${repoRoot}/libs/testing/empty-stylesheet.js`,
    },
    testTimeout: options.testTimeout ?? 30_000,
    reporters: ['default', `${repoRoot}/libs/testing/jest-summary-reporter.cjs`],
  };
}
