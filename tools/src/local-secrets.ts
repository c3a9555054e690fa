import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const localSecretsSchema = z.object({
  appPassword: z.string(),
  ingestToken: z.string(),
  sessionSecret: z.string(),
  /** Seals the Telegram account session in the database (TELEGRAM_SESSION_KEY); added to older files. */
  telegramSessionKey: z.string().min(32).optional(),
});
export type LocalSecrets = Required<z.infer<typeof localSecretsSchema>>;

/**
 * The login password, ingest token, cookie secret and Telegram session key of a local stack:
 * made once, kept in .data/local-secrets.json (mode 600), so a restart keeps the user logged in,
 * the same token working and the Telegram account's stored session readable. Production sets
 * them in the environment instead.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'local-secrets.json');
  if (existsSync(file)) {
    const stored = localSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) {
      const { telegramSessionKey } = stored.data;
      if (telegramSessionKey !== undefined) return { ...stored.data, telegramSessionKey };
      return write(file, { ...stored.data, telegramSessionKey: newTelegramSessionKey() });
    }
  }
  return write(file, {
    appPassword: randomBytes(9).toString('base64url'),
    ingestToken: randomBytes(18).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
    telegramSessionKey: newTelegramSessionKey(),
  });
}

const newTelegramSessionKey = () => randomBytes(32).toString('base64url');

function write(file: string, secrets: LocalSecrets): LocalSecrets {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** The environment a local command or the local stack runs with: these secrets, unless the environment sets its own. */
export function localSecretsEnv(secrets: LocalSecrets): NodeJS.ProcessEnv {
  return {
    APP_PASSWORD: secrets.appPassword,
    INGEST_TOKEN: secrets.ingestToken,
    SESSION_SECRET: secrets.sessionSecret,
    TELEGRAM_SESSION_KEY: secrets.telegramSessionKey,
  };
}
