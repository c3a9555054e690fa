import path from 'node:path';
import { repoRoot } from './repo-root.js';
import { runCommand, type CommandResult } from './run-command.js';

/**
 * Runs Nx targets over every package: local cache only, no daemon, no cloud. Quiet, its output
 * is collected, and handed to `onOutput` as it comes.
 */
export function runNx(
  targets: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  extraArgs: readonly string[] = [],
  quiet = false,
  onOutput?: (text: string) => void,
): Promise<CommandResult> {
  return runCommand(
    path.join(repoRoot, 'node_modules', '.bin', 'nx'),
    ['run-many', '-t', ...targets, '--outputStyle=stream', ...extraArgs],
    {
      cwd: repoRoot,
      quiet,
      onOutput,
      env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
}
