import { describe, expect, it } from '@jest/globals';
import { BuildProgress } from './build-progress.js';

// Nx's streamed output of a build, as `npm start` reads it (captured from nx 24 run-many).
const FIRST_BUILD = `
 NX   Running target build for 3 projects:

- @solana-hub/contracts
- @solana-hub/config
- @solana-hub/gateway



> nx run @solana-hub/contracts:build


> nx run @solana-hub/config:build

@solana-hub/config: > tsc -p tsconfig.build.json
@solana-hub/contracts: > tsc -p tsconfig.build.json

> nx run @solana-hub/gateway:build

 NX   Successfully ran target build for 3 projects
`;

describe('the build progress of npm start', () => {
  it('says each package as its build starts, out of how many, even when a line is split between chunks', () => {
    const said: string[] = [];
    const progress = new BuildProgress((line) => said.push(line));
    const at = FIRST_BUILD.indexOf('solana-hub/config:build');
    progress.read(FIRST_BUILD.slice(0, at));
    progress.read(FIRST_BUILD.slice(at));
    expect(said).toEqual([
      'solana-hub: building @solana-hub/contracts (1 of 3)',
      'solana-hub: building @solana-hub/config (2 of 3)',
      'solana-hub: building @solana-hub/gateway (3 of 3)',
    ]);
    expect(progress.summary()).toMatch(/^solana-hub: built 3 packages in \d+\.\d s$/);
  });

  it('is one line when the cache answers everything', () => {
    const said: string[] = [];
    const progress = new BuildProgress((line) => said.push(line));
    progress.read(
      ' NX   Running target build for 2 projects:\n\n> nx run @solana-hub/contracts:build  [local cache]\n> nx run @solana-hub/config:build  [existing outputs match the cache, left as is]\n',
    );
    expect(said).toEqual([]);
    expect(progress.summary()).toMatch(/^solana-hub: built 2 packages in \d+\.\d s \(all from the cache\)$/);
  });
});
