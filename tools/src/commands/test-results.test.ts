import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../repo-root.js';
import { runCommand } from '../run-command.js';
import { failureReport, sumResults } from './test.js';

// `npm test` closes with the failures of every package, read from what the summary reporter
// wrote: a real jest run over a package with one passing, one failing and one broken test file.

let workspace: string;
let resultsDir: string;
/** How `npm test -- <file>` names a file of the sample package: from the repository's root. */
const fromRoot = (file: string) => path.relative(repoRoot, path.join(workspace, 'sample', file));

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'test-results-'));
  resultsDir = path.join(workspace, 'results');
  const pkg = path.join(workspace, 'sample');
  mkdirSync(pkg);
  writeFileSync(path.join(pkg, 'passes.test.cjs'), "it('adds', () => expect(1 + 1).toBe(2));\n");
  writeFileSync(
    path.join(pkg, 'fails.test.cjs'),
    "describe('the list', () => { it('keeps its rows', () => expect(['a']).toEqual(['a', 'b'])); it('passes', () => {}); });\n",
  );
  const reporter = path.join(repoRoot, 'libs/testing/jest-summary-reporter.cjs');
  writeFileSync(
    path.join(pkg, 'jest.config.cjs'),
    `module.exports = ${JSON.stringify({ testMatch: ['**/*.test.cjs'], reporters: ['default', reporter] })};\n`,
  );
  writeFileSync(path.join(pkg, 'broken.test.cjs'), "throw new Error('no such module: ./gone');\n");
  await runCommand(path.join(repoRoot, 'node_modules', '.bin', 'jest'), [], {
    cwd: pkg,
    env: { ...process.env, TEST_RESULTS_DIR: resultsDir },
    quiet: true,
  });
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("npm test's closing report", () => {
  it('adds up the counts and names each failure with its file, from the repository root, and test', () => {
    const totals = sumResults(resultsDir);
    expect([totals.passed, totals.failed]).toEqual([2, 2]);
    expect(totals.failures.map(({ file, test }) => [file, test]).sort()).toEqual([
      [fromRoot('broken.test.cjs'), '(the file did not run)'],
      [fromRoot('fails.test.cjs'), 'the list keeps its rows'],
    ]);
  });

  it('shows the first lines of each failure, indented under its name, without colours', () => {
    const report = failureReport(sumResults(resultsDir).failures);
    expect(report).toContain(`failed: ${fromRoot('fails.test.cjs')} › the list keeps its rows\n    `);
    expect(report).toContain('toEqual');
    expect(report).toContain('no such module: ./gone');
    expect(report).not.toMatch(/\u001b\[/);
    for (const failure of sumResults(resultsDir).failures) expect(failure.message.split('\n').length).toBeLessThanOrEqual(8);
  });
});
