import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { newSecret } from './new-secret.js';

const localSecretsSchema = z.object({
  appPassword: z.string(),
  ingestToken: z.string(),
  sessionSecret: z.string(),
  /** Seals the Telegram account session in the database (TELEGRAM_SESSION_KEY). */
  telegramSessionKey: z.string().min(32),
  /** The private PostgreSQL's password (role `postgres`, asked on every TCP connection). */
  postgresPassword: z.string().min(16),
  /** The private Redis's `requirepass`. */
  redisPassword: z.string().min(16),
});
export type LocalSecrets = z.infer<typeof localSecretsSchema>;

/** A file an older launcher wrote lacks the secrets added since: it gains them, keeping the rest. */
const storedSecretsSchema = localSecretsSchema.partial({ telegramSessionKey: true, postgresPassword: true, redisPassword: true });

const newSecrets = (): LocalSecrets => ({
  appPassword: newSecret(9),
  ingestToken: newSecret(18),
  sessionSecret: newSecret(32),
  telegramSessionKey: newSecret(32),
  postgresPassword: newSecret(24),
  redisPassword: newSecret(24),
});

/**
 * The login password, ingest token, cookie secret, Telegram session key and the private servers'
 * passwords of a local stack: made once, kept in .data/local-secrets.json (mode 600), so a
 * restart keeps the user logged in, the same token working, the Telegram account's stored session
 * readable and the private servers' data reachable. Production sets them in the environment instead.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'local-secrets.json');
  const stored = existsSync(file) ? storedSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
  if (!stored?.success) return write(file, newSecrets());
  const complete = { ...newSecrets(), ...stored.data };
  const added = Object.keys(complete).some((name) => !(name in stored.data));
  return added ? write(file, complete) : complete;
}

function write(file: string, secrets: LocalSecrets): LocalSecrets {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies only to a new file.
  chmodSync(file, 0o600);
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
