import pino from 'pino';
import { ConfigError, loadConfig, type Config } from '@solana-hub/config';
import { connectDatabase, migrateToLatest } from '@solana-hub/db';
import { accountClient, telegramNetwork } from './account-client.js';
import { LoginStopped } from './login-dialog.js';
import { logInAndKeepSession } from './login.js';
import { processTerminal } from './terminal.js';

// `npm run telegram:login` (through the launcher in tools/, which supplies the database of the
// local stack and its TELEGRAM_SESSION_KEY): logs the user account in and keeps its session.
// Run by tsx from the sources: nothing here may import the Nest runtime (decorators).

let config: Config;
try {
  config = loadConfig(process.env, 'ingest');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const { account, sessionKey } = config.telegram;
if (!account || !sessionKey) {
  console.error(
    'Set TELEGRAM_API_ID and TELEGRAM_API_HASH first: log in at https://my.telegram.org, open "API development tools" and create an application (any name); it shows both.',
  );
  process.exit(1);
}
// The library's own lines, with LOG_LEVEL=debug (stderr); never the session.
const logger = pino(
  { level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn', base: { service: 'telegram-login' } },
  pino.destination(2),
);
const db = connectDatabase(config.databaseUrl, { maxConnections: 1 });
const client = accountClient(telegramNetwork, {
  ...account,
  logger,
  onFloodWait: (_method, seconds) => console.log(`Telegram asks to wait ${seconds} s; waiting...`),
});
await migrateToLatest(db);
// After the migrations: a line typed ahead into a pipe would otherwise be read before any question.
const terminal = processTerminal();
client.onError.add(() => undefined);
try {
  await reachTelegram();
  await logInAndKeepSession(client, terminal, db, sessionKey);
} catch (error) {
  console.error(
    error instanceof LoginStopped ? error.message : `The login failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  terminal.close();
  await client.destroy();
  await db.destroy();
}

/** Telegram answers before the dialog asks anything; until it does, the person is told why nothing happens. */
async function reachTelegram(): Promise<void> {
  const unreachable = setTimeout(
    () => terminal.say('Telegram cannot be reached from this machine (no network?); still trying. Ctrl-C stops.'),
    15_000,
  );
  try {
    await client.call({ _: 'help.getNearestDc' });
  } finally {
    clearTimeout(unreachable);
  }
}
