import { start } from './commands/start.js';
import { test } from './commands/test.js';
import { migrate } from './commands/migrate.js';
import { replay } from './commands/replay.js';
import { queues } from './commands/queues.js';
import { retryFailed } from './commands/retry-failed.js';
import { importHistory } from './commands/import.js';
import { telegramChats } from './commands/telegram-chats.js';
import { telegramLogin } from './commands/telegram-login.js';
import { USAGE_PROBLEM } from './commands/command-line.js';

const commands: Record<string, (args: readonly string[]) => Promise<number>> = {
  start,
  test,
  migrate,
  replay,
  queues,
  'retry-failed': retryFailed,
  import: importHistory,
  'telegram-login': telegramLogin,
  'telegram-chats': telegramChats,
};
const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  const usage = `usage: solana-hub ${Object.keys(commands).join('|')} [--help]`;
  const asked = name === '--help' || name === '-h';
  if (asked) console.log(usage);
  else console.error(`${name ? `no command ${name}` : 'a command is needed'}\n${usage}`);
  process.exit(asked ? 0 : USAGE_PROBLEM);
}
try {
  process.exitCode = await command(process.argv.slice(3));
} catch (error) {
  console.error(`solana-hub ${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
