import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageOf, packagesWithTests, unitTestFiles } from './test-selection.js';
import { repoRoot } from './repo-root.js';

let root: string;

function write(file: string, text = ''): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'test-selection-'));
  write('libs/numbers/jest.config.js');
  write('libs/numbers/src/format.test.ts', "import { format } from './format.js';");
  write('libs/numbers/src/format.ts', "import { parse } from './parse.js';\nexport const format = 1;");
  // A cycle of imports ends, and reaches nothing.
  write('libs/numbers/src/parse.ts', "import { format } from './format.js';");
  write('libs/numbers/src/store.test.ts', "import { storeFixture } from './store.fixture.js';");
  write('libs/numbers/src/store.fixture.ts', "import { createTestDatabase } from '@solana-hub/testing';");
  write('libs/numbers/src/migrate.test.ts', 'const url = process.env.DATABASE_URL;');
  write('libs/numbers/src/views/row.test.tsx', "import { Row } from '../views/row';");
  write('libs/numbers/src/views/row.tsx', 'export const Row = () => null;');
  write('libs/plain/src/ignored.test.ts');
  write('services/api/jest.config.js');
  write('services/api/src/health.test.ts', "const page = await import('./page.js');");
  write('services/api/src/page.ts', "import { createTestRedis } from '@solana-hub/testing';");
  write('e2e/jest.config.js');
  write('e2e/src/login.e2e.test.ts');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('choosing tests', () => {
  it('lists every package with a jest config and its test files', () => {
    expect(packagesWithTests(root)).toEqual([
      { dir: 'e2e', files: ['e2e/src/login.e2e.test.ts'] },
      {
        dir: path.join('libs', 'numbers'),
        files: [
          'libs/numbers/src/format.test.ts',
          'libs/numbers/src/migrate.test.ts',
          'libs/numbers/src/store.test.ts',
          'libs/numbers/src/views/row.test.tsx',
        ],
      },
      { dir: path.join('services', 'api'), files: ['services/api/src/health.test.ts'] },
    ]);
  });

  it('takes as unit tests those that reach no server through what they import, and none of the stack packages', () => {
    expect(unitTestFiles(root)).toEqual([
      { dir: path.join('libs', 'numbers'), files: ['libs/numbers/src/format.test.ts', 'libs/numbers/src/views/row.test.tsx'] },
    ]);
  });

  it('finds the package of a test file or a package folder, and none outside', () => {
    const packages = packagesWithTests(root);
    expect(packageOf(packages, 'libs/numbers/src/format.test.ts')?.dir).toBe(path.join('libs', 'numbers'));
    expect(packageOf(packages, 'libs/numbers/')?.dir).toBe(path.join('libs', 'numbers'));
    expect(packageOf(packages, 'libs/numbersmore/x.test.ts')).toBeNull();
    expect(packageOf(packages, 'libs/plain/src/ignored.test.ts')).toBeNull();
  });

  it("keeps this repository's database and browser tests out of the unit tests", () => {
    const unit = unitTestFiles(repoRoot).flatMap((tests) => tests.files);
    expect(unit).toContain(path.join('libs', 'extraction', 'src', 'caller.test.ts'));
    expect(unit).not.toContain(path.join('libs', 'db', 'src', 'migrate-cli.test.ts'));
    expect(unit.some((file) => file.startsWith('e2e'))).toBe(false);
    expect(unit.length).toBeGreaterThan(100);
  });
});
