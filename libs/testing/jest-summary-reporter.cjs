// Writes each package's pass/fail counts to TEST_RESULTS_DIR so `npm test` can print one
// closing line for the whole monorepo.
const fs = require('node:fs');
const path = require('node:path');

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
      }),
    );
  }
}
module.exports = SummaryReporter;
