import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const localSecretsSchema = z.object({ appPassword: z.string(), ingestToken: z.string(), sessionSecret: z.string() });
export type LocalSecrets = z.infer<typeof localSecretsSchema>;

/**
 * The login password, ingest token and cookie secret of a local stack: made once, kept in
 * .data/local-secrets.json (mode 600), so a restart keeps the user logged in and the same
 * token working. Production sets them in the environment instead.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'local-secrets.json');
  if (existsSync(file)) {
    const stored = localSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const secrets: LocalSecrets = {
    appPassword: randomBytes(9).toString('base64url'),
    ingestToken: randomBytes(18).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
