import { spawn, type SpawnOptions } from 'node:child_process';

export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs a command to its end. With `quiet` the output is collected instead of shown, and handed
 * to `onOutput` as it comes (to say how far the command got).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { quiet?: boolean; onOutput?: (text: string) => void } = {},
): Promise<CommandResult> {
  const { quiet = false, onOutput, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...spawnOptions });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      onOutput?.(text);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Runs a command and fails with its output when it fails. */
export async function mustRun(command: string, args: readonly string[], options: SpawnOptions & { quiet?: boolean } = {}): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code})\n${result.output}`);
  return result.output;
}
