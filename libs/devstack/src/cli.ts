import { start } from './commands/start.js';
import { test } from './commands/test.js';
import { migrate } from './commands/migrate.js';
import { reprocess } from './commands/reprocess.js';
import { retryFailed } from './commands/retry-failed.js';
import { importHistory } from './commands/import.js';
import { telegramChats } from './commands/telegram-chats.js';
import { telegramLogin } from './commands/telegram-login.js';

const commands: Record<string, (args: readonly string[]) => Promise<number>> = {
  start,
  test,
  migrate,
  reprocess,
  'retry-failed': retryFailed,
  import: importHistory,
  'telegram-login': telegramLogin,
  'telegram-chats': telegramChats,
};
const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`usage: solana-hub ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
try {
  process.exitCode = await command(process.argv.slice(3));
} catch (error) {
  console.error(`solana-hub ${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
