#!/usr/bin/env node
// `npm start`, `npm test` and `npm run migrate` land here on a machine where nothing may be
// prepared yet: install the dependencies when they are missing, then hand over to the
// TypeScript command line (run through tsx, with our libs' sources via the 'source' export
// condition, so the launcher itself needs no build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node 20 reached its end of life on 2026-04-30; the packages we use now want 22 or later. */
const OLDEST_NODE = 22;
const major = Number(process.versions.node.split('.')[0]);
if (major < OLDEST_NODE) {
  console.error(
    [
      `solana-hub: Node ${OLDEST_NODE} or later is needed (24, the current LTS, is what it is built and tested on); this is Node ${process.versions.node}.`,
      'Without a newer one from your distribution, npm brings one:',
      '  npm install --prefix ~/.local/node-24 node@24',
      '  export PATH="$HOME/.local/node-24/node_modules/.bin:$PATH"',
      'then run the same command again.',
    ].join('\n'),
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)) {
  const args = existsSync(lock) ? ['ci'] : ['install'];
  console.log(`solana-hub: installing dependencies (npm ${args[0]})...`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', path.join(root, 'tools/src/cli.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the whole process group; the CLI stops the stack and exits, and so do we.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
