import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { localSecrets, localSecretsEnv } from '../local-secrets.js';
import { provisionServers } from '../provision/servers.js';
import { dataDir, repoRoot } from '../repo-root.js';
import { readCommandLine, type CommandLine } from './command-line.js';

const commandLine: CommandLine<unknown> = {
  usage: `usage: npm run telegram:login
Logs the Telegram account in (phone, code, 2FA password) for the ingest to read its chats,
against the database of the local stack (or DATABASE_URL). Exit status: 0 logged in, 1 not,
2 a bad command line.`,
  schema: z.object({}),
};

/**
 * `npm run telegram:login`: the ingest's login dialog, in this terminal, against the database
 * of the local stack (or DATABASE_URL) and with its TELEGRAM_SESSION_KEY (or the environment's).
 * The dialog lives with the MTProto client in the ingest; it runs from its sources, like
 * `npm run extract`.
 */
export async function telegramLogin(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  const servers = await provisionServers(process.env, dataDir);
  try {
    const env = {
      ...localSecretsEnv(localSecrets(dataDir)),
      ...process.env,
      DATABASE_URL: servers.databaseUrl,
      REDIS_URL: servers.redisUrl,
    };
    const dialog = path.join(repoRoot, 'services/ingest/src/telegram-account/login-cli.ts');
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', dialog], { cwd: repoRoot, env, stdio: 'inherit' });
    return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await servers.stop();
  }
}
