import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Packages whose tests all need the built stack and a browser: never unit tests, and run whole. */
const STACK_PACKAGES = ['e2e', 'bench'];

/**
 * What a test (or a fixture it imports) calls or reads when it needs PostgreSQL, Redis, the
 * built stack or a browser (libs/testing's and e2e's entry points, the servers' addresses): a
 * file that names one is a server test.
 */
const SERVER_ENTRY_POINTS =
  /\b(createTestDatabase|createTestRedis|startOwnRedis|testPostgresServerUrl|testRedisUrl|serviceTestEnv|startE2eStack|launchBrowser)\b|process\.env\.(DATABASE_URL|REDIS_URL)\b/;

/** A relative import (`from './x.js'`, `import('./x.js')`), as the sources write them. */
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The test files of one package (a folder with a jest.config.js). */
export interface PackageTests {
  /** the package's folder, relative to the repository */
  dir: string;
  files: string[];
}

/** Every package with tests, and its test files (paths relative to the repository). */
export function packagesWithTests(repoRoot: string): PackageTests[] {
  const packages: PackageTests[] = [];
  for (const group of ['libs', 'services', '.']) {
    for (const name of readdirSync(path.join(repoRoot, group))) {
      const dir = path.normalize(path.join(group, name));
      if (!existsSync(path.join(repoRoot, dir, 'jest.config.js'))) continue;
      packages.push({ dir, files: testFilesUnder(repoRoot, path.join(dir, 'src')) });
    }
  }
  return packages.sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * The test files that need no server: not in the stack's packages, and neither they nor any
 * file they import (relative imports, followed to the end) call a server entry point. They run
 * in under a minute with nothing else running.
 */
export function unitTestFiles(repoRoot: string): PackageTests[] {
  const needsServers = serverUse(repoRoot);
  return packagesWithTests(repoRoot)
    .filter((tests) => !STACK_PACKAGES.includes(tests.dir))
    .map((tests) => ({ dir: tests.dir, files: tests.files.filter((file) => !needsServers(file)) }))
    .filter((tests) => tests.files.length > 0);
}

/** The package a path (a test file or a folder, relative to the repository) belongs to; null outside any. */
export function packageOf(packages: readonly PackageTests[], relativePath: string): PackageTests | null {
  const normalized = path.normalize(relativePath);
  return packages.find((tests) => normalized === tests.dir || normalized.startsWith(`${tests.dir}${path.sep}`)) ?? null;
}

function testFilesUnder(repoRoot: string, dir: string): string[] {
  if (!existsSync(path.join(repoRoot, dir))) return [];
  const files: string[] = [];
  for (const entry of readdirSync(path.join(repoRoot, dir))) {
    const relative = path.join(dir, entry);
    if (statSync(path.join(repoRoot, relative)).isDirectory()) files.push(...testFilesUnder(repoRoot, relative));
    else if (/\.test\.tsx?$/.test(entry)) files.push(relative);
  }
  return files.sort();
}

/** Whether a source file, or one it imports, reaches a server: memoized over one run. */
function serverUse(repoRoot: string): (file: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (file: string): boolean => {
    const seen = known.get(file);
    if (seen !== undefined) return seen;
    // An import cycle reaches nothing new through the file being visited.
    known.set(file, false);
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    const uses = SERVER_ENTRY_POINTS.test(source) || importedFiles(repoRoot, file, source).some(visit);
    known.set(file, uses);
    return uses;
  };
  return visit;
}

/** The repository's files a source imports relatively (`./x.js` is `./x.ts` or `./x.tsx` in the sources). */
function importedFiles(repoRoot: string, file: string, source: string): string[] {
  const imported: string[] = [];
  for (const [, specifier = ''] of source.matchAll(RELATIVE_IMPORT)) {
    const base = path.join(path.dirname(file), specifier.replace(/\.js$/, ''));
    const found = ['.ts', '.tsx', '/index.ts']
      .map((ending) => base + ending)
      .find((candidate) => existsSync(path.join(repoRoot, candidate)));
    if (found) imported.push(found);
  }
  return imported;
}
