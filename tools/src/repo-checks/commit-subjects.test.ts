// `git log --oneline` reads as the project's history: every commit since the convention began
// has a subject of at most 72 characters, in the imperative with a scope ("gateway: ..."), the
// why in its body.
import { execFileSync } from 'node:child_process';
import { expect, it } from '@jest/globals';
import { repoRoot } from '../repo-root.js';

/** The last commit whose subject broke the convention; every later one keeps it. */
const CONVENTION_FROM = '59eab15';
const MAX_SUBJECT = 72;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The subjects to check: every commit after the convention began, or HEAD's alone in a shallow clone without it. */
function subjects(): string[] {
  let range = `${CONVENTION_FROM}..HEAD`;
  try {
    git('cat-file', '-e', `${CONVENTION_FROM}^{commit}`);
  } catch {
    range = '-1';
  }
  return git('log', '--format=%s', range).split('\n').filter(Boolean);
}

it('keeps every commit subject within 72 characters', () => {
  const long = subjects().filter((subject) => subject.length > MAX_SUBJECT);
  expect(long).toEqual([]);
});
