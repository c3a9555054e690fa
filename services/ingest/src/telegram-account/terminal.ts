import { createInterface } from 'node:readline';
import type { LoginTerminal } from './login-dialog.js';

/** The login dialog on this process's terminal; a secret is typed without echo. */
export function processTerminal(): LoginTerminal & { close(): void } {
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  // readline echoes keystrokes through this (undocumented, long-standing) method: muted, a
  // password is typed unseen.
  let muted = false;
  const echo = lines as unknown as { _writeToOutput(text: string): void };
  const write = echo._writeToOutput.bind(lines);
  echo._writeToOutput = (text) => {
    if (!muted) write(text);
  };
  let closed = false;
  lines.on('close', () => (closed = true));
  const question = (text: string) =>
    new Promise<string>((resolve, reject) => {
      if (closed) reject(new Error('input ended'));
      lines.once('close', () => reject(new Error('input ended')));
      lines.question(text, resolve);
    });
  return {
    ask: question,
    askSecret: async (text) => {
      process.stdout.write(text);
      muted = true;
      try {
        return await question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    say: (line) => process.stdout.write(`${line}\n`),
    close: () => lines.close(),
  };
}
