/** The secrets the services generate for themselves outside production (config.ts). */
export type SecretName = 'INGEST_TOKEN' | 'APP_PASSWORD' | 'SESSION_SECRET';

/**
 * What an operator leaves in a setting when they copied an example and did not fill it in:
 * k8s/secret.yaml's `CHANGE-ME` (in the secrets and in the passwords of DATABASE_URL and
 * REDIS_URL) and .env.example's `<password>`.
 */
const PLACEHOLDERS = [/CHANGE-?ME/i, /<password>/i];

/**
 * The shortest secrets production takes. The login password is typed by people and guessed
 * at the login's rate limit; the ingest token is read by machines only, so a random one is
 * cheap. SESSION_SECRET's 32 characters hold everywhere (config.ts).
 */
export const MIN_SECRET_LENGTH: Readonly<Partial<Record<SecretName, number>>> = { APP_PASSWORD: 12, INGEST_TOKEN: 16 };

function problemOf(name: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (PLACEHOLDERS.some((placeholder) => placeholder.test(value)))
    return `${name} still holds a placeholder (CHANGE-ME): set the real value`;
  const minimum = MIN_SECRET_LENGTH[name as SecretName];
  return minimum !== undefined && value.length < minimum ? `${name} must be at least ${minimum} characters` : null;
}

/**
 * Why the settings cannot run in production: a setting still holding a placeholder, a secret
 * shorter than its minimum. Each names its variable and never its value (the message is
 * printed, and logs are read by more people than the secrets).
 */
export function productionSecretProblems(settings: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => {
    const problem = problemOf(name, value);
    return problem === null ? [] : [`${problem} when NODE_ENV=production`];
  });
}
