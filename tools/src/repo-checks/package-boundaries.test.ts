// The monorepo's boundaries, checked on every source file: a package
// reaches another only through its declared dependencies and its public entry, dependencies point
// one way (services → libs; tools → libs; e2e → tools and libs; bench → all of those; extraction
// and contracts depend on nothing of ours), and a service never imports another service. No lint setup is needed: the files are read as text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { repoRoot } from '../repo-root.js';

const manifestSchema = z.object({
  name: z.string(),
  dependencies: z.record(z.string(), z.string()).default({}),
  devDependencies: z.record(z.string(), z.string()).default({}),
  peerDependencies: z.record(z.string(), z.string()).default({}),
  exports: z.record(z.string(), z.unknown()).default({}),
});

interface WorkspacePackage {
  name: string;
  dir: string;
  kind: 'lib' | 'service' | 'frontend' | 'tools' | 'e2e' | 'bench';
  declared: Set<string>;
  exported: Set<string>;
}

function workspacePackages(): WorkspacePackage[] {
  const dirs = [
    ...['libs', 'services'].flatMap((parent) => readdirSync(path.join(repoRoot, parent)).map((child) => path.join(parent, child))),
    'frontend',
    'tools',
    'e2e',
    'bench',
  ].filter((dir) => statSync(path.join(repoRoot, dir)).isDirectory());
  return dirs.map((dir) => {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')));
    const kind = dir.startsWith('libs/')
      ? 'lib'
      : dir.startsWith('services/')
        ? 'service'
        : (dir as 'frontend' | 'tools' | 'e2e' | 'bench');
    return {
      name: manifest.name,
      dir,
      kind,
      declared: new Set([
        ...Object.keys(manifest.dependencies),
        ...Object.keys(manifest.devDependencies),
        ...Object.keys(manifest.peerDependencies),
      ]),
      exported: new Set(Object.keys(manifest.exports)),
    };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module a file imports or re-exports: `from '...'`, `import '...'` and `import('...')`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

const builtins = new Set(builtinModules);
const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isTestCode = (file: string) => /\.(test|fixture|e2e\.test)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

const packages = workspacePackages();
/** The test runner and other tools every package's tests use are declared once, at the root. */
const rootTools = new Set(
  Object.keys(
    manifestSchema.parse({ name: 'root', ...JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) }).devDependencies,
  ),
);
const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
/**
 * Imports a package.json leaves out on purpose. libs/db's tests use the test helpers, which
 * themselves depend on libs/db: declaring them would make a cycle, so the db package's Nx
 * targets depend on building them instead (libs/db/package.json, "nx").
 */
const UNDECLARED_ON_PURPOSE: Record<string, readonly string[]> = {
  '@solana-hub/db': ['@solana-hub/testing', '@solana-hub/config'],
};
/**
 * Which kinds of package each kind may import: libs are shared by all; the launcher (tools) is
 * used by the end-to-end suites and the benchmarks; the suites' setup by the benchmarks. Services,
 * the frontend and the benchmarks are imported by nobody.
 */
const IMPORTABLE_KINDS: Record<WorkspacePackage['kind'], readonly WorkspacePackage['kind'][]> = {
  lib: ['lib'],
  service: ['lib'],
  frontend: ['lib'],
  tools: ['lib'],
  e2e: ['lib', 'tools'],
  bench: ['lib', 'tools', 'e2e'],
};
/** The ones of ours that depend on none of ours, in their own code (their tests may use fixtures). */
const LEAF_PACKAGES = new Set(['@solana-hub/contracts', '@solana-hub/extraction']);

function problemsOf(pkg: WorkspacePackage): string[] {
  const root = path.join(repoRoot, pkg.dir);
  const src = path.join(root, 'src');
  const problems: string[] = [];
  for (const file of sourceFiles(src)) {
    const where = path.relative(repoRoot, file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!target.startsWith(root + path.sep)) problems.push(`${where}: '${specifier}' reaches outside ${pkg.dir}`);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier) || specifier.startsWith('virtual:')) continue;
      const name = packageNameOf(specifier);
      const declared =
        pkg.declared.has(name) ||
        name === pkg.name ||
        (isTestCode(file) && (rootTools.has(name) || UNDECLARED_ON_PURPOSE[pkg.name]?.includes(name)));
      if (!declared) problems.push(`${where}: imports '${name}', which ${pkg.dir}/package.json does not declare`);
      const target = byName.get(name);
      if (!target) continue;
      const subpath = `.${specifier.slice(name.length)}`;
      if (subpath !== '.' && !target.exported.has(subpath))
        problems.push(`${where}: '${specifier}' reaches into ${target.dir} past its exports`);
      if (target !== pkg && !IMPORTABLE_KINDS[pkg.kind].includes(target.kind))
        problems.push(
          `${where}: imports ${target.kind} ${name}; ${pkg.kind} code may import only ${IMPORTABLE_KINDS[pkg.kind].join(', ')}`,
        );
      if (LEAF_PACKAGES.has(pkg.name) && !isTestCode(file) && target !== pkg)
        problems.push(`${where}: ${pkg.name} depends on nothing of ours, but imports ${name}`);
    }
  }
  return problems;
}

describe('package boundaries', () => {
  it('finds every workspace package', () => {
    expect(packages.map((pkg) => pkg.kind).sort()).toEqual(expect.arrayContaining(['bench', 'e2e', 'frontend', 'lib', 'service', 'tools']));
    expect(
      packages
        .filter((pkg) => pkg.kind === 'service')
        .map((pkg) => pkg.name)
        .sort(),
    ).toEqual(['@solana-hub/analyzer', '@solana-hub/extractor', '@solana-hub/gateway', '@solana-hub/ingest']);
  });

  it.each(packages.map((pkg) => [pkg.dir, pkg] as const))(
    '%s imports only what it declares, through public entries, one way',
    (_dir, pkg) => {
      expect(problemsOf(pkg)).toEqual([]);
    },
  );
});
