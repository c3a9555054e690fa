import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDir, repoRoot } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';
import { ensureChromium } from '../provision/chromium.js';
import { runNx } from '../nx.js';
import { runCommand } from '../run-command.js';
import { readCommandLine, type CommandLine } from './command-line.js';

const packageResultSchema = z.object({ passed: z.number(), failed: z.number(), skipped: z.number() });

const commandLine: CommandLine<unknown> = {
  usage: `usage: npm test
Lints and format-checks the tree (npm run lint), type-checks and tests every package (unit,
integration against real PostgreSQL and Redis, end-to-end with the built services and
Chromium), then prints "tests: N passed, N failed".
Exit status: 0 all passed, 1 a failure, 2 a bad command line.`,
  schema: z.object({}),
};

/**
 * `npm test`: the lint and format check of the whole tree, every package's type check and tests
 * (unit, integration against real PostgreSQL and Redis, end-to-end with the real services and a
 * real browser), then one closing line. A lint failure fails the run, after the tests have run
 * too: one run tells everything that is wrong.
 */
export async function test(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
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
    if (lint.code !== 0) console.log('\nlint: failed (npm run lint says where; npm run format fixes the formatting)');
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
    return run.code !== 0 ? run.code : totals.failed > 0 || lint.code !== 0 ? 1 : 0;
  } finally {
    await servers.stop();
  }
}

function sumResults(dir: string) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(dir)) return totals;
  for (const file of readdirSync(dir)) {
    const result = packageResultSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    totals.passed += result.passed;
    totals.failed += result.failed;
    totals.skipped += result.skipped;
  }
  return totals;
}
