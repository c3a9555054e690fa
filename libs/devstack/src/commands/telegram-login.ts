import { spawn } from 'node:child_process';
import path from 'node:path';
import { localSecrets, localSecretsEnv } from '../local-secrets.js';
import { provisionServers } from '../provision/servers.js';
import { dataDir, repoRoot } from '../repo-root.js';

/**
 * `npm run telegram:login`: the ingest's login dialog, in this terminal, against the database
 * of the local stack (or DATABASE_URL) and with its TELEGRAM_SESSION_KEY (or the environment's).
 * The dialog lives with the MTProto client in the ingest; it runs from its sources, like
 * `npm run extract`.
 */
export async function telegramLogin(): Promise<number> {
  const servers = await provisionServers(process.env, dataDir);
  try {
    const env = { ...localSecretsEnv(localSecrets(dataDir)), ...process.env, DATABASE_URL: servers.databaseUrl, REDIS_URL: servers.redisUrl };
    const dialog = path.join(repoRoot, 'services/ingest/src/telegram-account/login-cli.ts');
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', dialog], { cwd: repoRoot, env, stdio: 'inherit' });
    return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await servers.stop();
  }
}
