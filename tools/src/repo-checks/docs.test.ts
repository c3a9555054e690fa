// The README and docs/ stand alone and stay true to the code: every setting the services read is
// documented, every link inside the repository leads somewhere, and nothing points at files a
// person who clones the repository does not have.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { settingNames } from '@solana-hub/config';
import { read } from './deploy-files.fixture.js';
import { repoRoot } from '../repo-root.js';

/** The README, docs/ and every package's or folder's own README. */
const docs = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...execFileSync('git', ['ls-files', '*/README.md'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean),
];

/** The settings a Markdown table names in its first column: `| \`A\` / \`B\` | ...`. */
function tableSettings(markdown: string): Set<string> {
  const names = markdown.split('\n').flatMap((line) => {
    const first = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    return [...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? '');
  });
  return new Set(names);
}

/** A citation of the product's specification or design notes, which live outside the repository. */
const OUTSIDE = /\.\.\/shared\/|product-spec\.md|DESIGN\.md|\bspec(?:'s)? section \d|\bspec[ ]§/;

/** Every relative link target of a Markdown file, images included, without its #fragment. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

describe('the documentation', () => {
  it('documents every setting of libs/config in docs/configuration.md, and no setting that is none', () => {
    const documented = tableSettings(read('docs/configuration.md'));
    expect([...settingNames].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !(settingNames as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(docs)('%s links only to files that exist', (file) => {
    const missing = relativeLinks(read(file)).filter((target) => {
      try {
        read(path.join(path.dirname(file), target));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it.each(docs)('%s points at nothing outside the repository', (file) => {
    expect(read(file)).not.toMatch(OUTSIDE);
  });

  it('leaves no source file pointing at a document outside the repository', () => {
    const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.css'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const citing = sources.filter((file) => OUTSIDE.test(read(file)));
    expect(citing).toEqual([]);
  });
});
