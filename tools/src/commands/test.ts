import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDir, repoRoot } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';
import { ensureChromium } from '../provision/chromium.js';
import { runNx } from '../nx.js';
import { runCommand } from '../run-command.js';
import { readCommandLine, type CommandLine } from './command-line.js';
import { packageOf, packagesWithTests, unitTestFiles, type PackageTests } from '../test-selection.js';

const failureSchema = z.object({ file: z.string(), test: z.string(), message: z.string() });
const packageResultSchema = z.object({
  passed: z.number(),
  failed: z.number(),
  skipped: z.number(),
  failures: z.array(failureSchema).default([]),
});
type Failure = z.infer<typeof failureSchema>;

const commandLine: CommandLine<{ unit: boolean; arguments: string[] }> = {
  usage: `usage: npm test [-- --unit | -- <test file or package folder> ...]
Lints and format-checks the tree (npm run lint), type-checks and tests every package (unit,
integration against real PostgreSQL and Redis, end-to-end with the built services and
Chromium), then prints "tests: N passed, N failed".
  --unit (npm run test:unit)  only the tests that need no server: no lint, no build, no
                              PostgreSQL or Redis; under a minute on two cores
  <paths>                     only these test files, or every test under these folders,
                              against the private PostgreSQL and Redis it starts (e2e and bench
                              files run the built services: npm run build first)
Exit status: 0 all passed, 1 a failure, 2 a bad command line.`,
  options: { unit: { type: 'boolean' } },
  takesArguments: true,
  schema: z
    .object({ unit: z.boolean().default(false), arguments: z.array(z.string()) })
    .refine((line) => !(line.unit && line.arguments.length > 0), {
      message: '--unit runs every unit test: give it no paths',
    }),
};

/**
 * `npm test`: the lint and format check of the whole tree, every package's type check and tests
 * (unit, integration against real PostgreSQL and Redis, end-to-end with the real services and a
 * real browser), then one closing line. A lint failure fails the run, after the tests have run
 * too: one run tells everything that is wrong. With --unit or paths, the inner loop's runs.
 */
export async function test(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  if (read.request.unit) return runUnitTests();
  if (read.request.arguments.length > 0) return runChosenTests(read.request.arguments);
  const lint = await runCommand('npm', ['run', '-s', 'lint'], { cwd: repoRoot });
  const servers = await provisionServers(process.env, dataDir);
  const resultsDir = path.join(dataDir, 'test-results');
  rmSync(resultsDir, { recursive: true, force: true });
  try {
    const chromium = await ensureChromium();
    const run = await runNx(['build', 'typecheck', 'test'], {
      ...process.env,
      // Test files create their own databases and Redis prefixes on these servers.
      DATABASE_URL: servers.postgresServerUrl,
      REDIS_URL: servers.redisUrl,
      CHROMIUM_PATH: chromium,
      TEST_RESULTS_DIR: resultsDir,
    });
    const totals = sumResults(resultsDir);
    if (totals.failures.length > 0) console.log(failureReport(totals.failures));
    if (lint.code !== 0) console.log('\nlint: failed (npm run lint says where; npm run format fixes the formatting)');
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
    return run.code !== 0 ? run.code : totals.failed > 0 || lint.code !== 0 ? 1 : 0;
  } finally {
    await servers.stop();
  }
}

/**
 * The tests that need no server (test-selection.ts), in one jest run over their packages. The
 * servers' addresses are taken out of its environment: a test that reaches one after all fails
 * saying so, rather than passing here and hiding what it needs.
 */
async function runUnitTests(): Promise<number> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  return (await runJest(unitTestFiles(repoRoot), env)).code;
}

/** The tests of these files and package folders, against private servers (and Chromium for e2e). */
async function runChosenTests(paths: readonly string[]): Promise<number> {
  const packages = packagesWithTests(repoRoot);
  const chosen = new Map<string, PackageTests>();
  for (const given of paths) {
    // As typed where npm was run (npm runs the script from the repository's root).
    const relative = path.relative(repoRoot, path.resolve(process.env.INIT_CWD ?? process.cwd(), given));
    const owner = packageOf(packages, relative);
    if (!owner || !existsSync(path.join(repoRoot, relative))) {
      console.error(`npm test: ${given} is not a test file nor a folder of a package with tests`);
      return 2;
    }
    const folder = statSync(path.join(repoRoot, relative)).isDirectory();
    const files = owner.files.filter((file) =>
      folder ? file === relative || file.startsWith(`${relative}${path.sep}`) : file === relative,
    );
    if (files.length === 0) {
      console.error(`npm test: ${given} ${folder ? 'holds no tests' : 'is not a test file'}`);
      return 2;
    }
    chosen.set(owner.dir, { dir: owner.dir, files: [...(chosen.get(owner.dir)?.files ?? []), ...files] });
  }
  const servers = await provisionServers(process.env, dataDir);
  try {
    const chromium = chosen.has('e2e') ? { CHROMIUM_PATH: await ensureChromium() } : {};
    const env = { ...process.env, DATABASE_URL: servers.postgresServerUrl, REDIS_URL: servers.redisUrl, ...chromium };
    return (await runJest([...chosen.values()], env)).code;
  } finally {
    await servers.stop();
  }
}

/** One jest run over these packages' chosen files, each package with its own jest.config.js. */
function runJest(packages: readonly PackageTests[], env: NodeJS.ProcessEnv) {
  const args = [
    ...['--reporters', 'default', '--maxWorkers', '100%', '--projects', ...packages.map((tests) => tests.dir)],
    ...['--runTestsByPath', ...packages.flatMap((tests) => tests.files)],
  ];
  return runCommand(path.join(repoRoot, 'node_modules', '.bin', 'jest'), args, {
    cwd: repoRoot,
    env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') },
  });
}

/** Every package's counts added up, and its failures, each named by its file from the repository root. */
export function sumResults(dir: string) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] as Failure[] };
  if (!existsSync(dir)) return totals;
  for (const file of readdirSync(dir).sort()) {
    const result = packageResultSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    totals.passed += result.passed;
    totals.failed += result.failed;
    totals.skipped += result.skipped;
    totals.failures.push(...result.failures);
  }
  return totals;
}

/**
 * The failures again at the very end, just above the closing line: the packages ran side by side
 * and their own reports of a failure lie thousands of lines up, where a CI log's tail never reaches.
 */
export function failureReport(failures: readonly Failure[]): string {
  return failures
    .map((failure) => {
      const heading = `\nfailed: ${failure.file} › ${failure.test}`;
      return failure.message ? `${heading}\n${failure.message.replace(/^/gm, '    ')}` : heading;
    })
    .join('\n');
}
