// Code, tests and docs say the goal or the behaviour itself: a number in the team's tracker means
// nothing to a reader who has the repository and not the tracker.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { repoRoot } from '../repo-root.js';

const ISSUE_REFERENCE = /\bissues? ?#?\d+\b/i;

it('no source, test or doc refers to an issue by its number', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md', '*.css', '*.yml', '*.yaml'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const references = files.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(references).toEqual([]);
});
