// Writes each package's pass/fail counts, and what failed, to TEST_RESULTS_DIR so `npm test` can
// close with one line for the whole monorepo and, above it, the failures: a CI log is often read
// from its tail only, and the package's own report of a failure scrolled away long before.
const fs = require('node:fs');
const path = require('node:path');

/** Failures are named from the repository's root, as `npm test -- <file>` takes them. */
const repoRoot = path.resolve(__dirname, '../..');

/** The first lines of a failure, without colours: enough to tell an assertion from a time-out. */
const MESSAGE_LINES = 8;
const ansi = /\u001b\[[0-9;]*m/g;
const firstLines = (text) =>
  (text ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .join('\n');

function failuresOf(results) {
  const failures = [];
  for (const file of results.testResults) {
    const where = path.relative(repoRoot, file.testFilePath);
    if (file.testExecError) failures.push({ file: where, test: '(the file did not run)', message: firstLines(file.testExecError.message) });
    for (const test of file.testResults) {
      if (test.status === 'failed')
        failures.push({ file: where, test: test.fullName, message: firstLines(test.failureMessages.join('\n')) });
    }
  }
  return failures;
}

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(process.cwd());
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        failures: failuresOf(results),
      }),
    );
  }
}
module.exports = SummaryReporter;
