// What the deploy-file tests share: reading the repository's files, compose's interpolation, the
// commands our image runs, and what a container's environment makes of the service it runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadConfig, type Config, type ServiceName } from '@solana-hub/config';
import { workerQueuesOf, type QueueName } from '@solana-hub/queue';
import { SERVICES } from '../launch/stack.js';
import { repoRoot } from '../repo-root.js';

export const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
export const MIGRATE_COMMAND = ['node', 'libs/db/dist/migrate-cli.js'];
export const serviceCommand = (service: ServiceName) => ['node', `services/${service}/dist/main.js`];
/** What no one may read in a ConfigMap or a committed file: passwords, tokens, keys. */
export const SECRET_SETTINGS = ['APP_PASSWORD', 'SESSION_SECRET', 'INGEST_TOKEN', 'TELEGRAM_BOT_TOKEN', 'OPENAI_API_KEY'];
/** The settings each service cannot start without in production (libs/config). */
export const REQUIRED_SECRETS = ['APP_PASSWORD', 'SESSION_SECRET', 'INGEST_TOKEN'];

/** A command runs a file the build makes: `<package>/dist/<x>.js` from `<package>/src/<x>.ts`. */
export function isBuiltByThisRepository(command: readonly string[]): boolean {
  const match = /^(.+)\/dist\/(.+)\.js$/.exec(command[1] ?? '');
  if (command[0] !== 'node' || !match) return false;
  const [, packageDir, file] = match;
  const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(read(`${packageDir}/package.json`))).scripts;
  return existsSync(path.join(repoRoot, `${packageDir}/src/${file}.ts`)) && scripts.build !== undefined;
}

/** The service a command starts, or null (the migration). */
export function serviceOf(command: readonly string[]): ServiceName | null {
  return SERVICES.find((service) => JSON.stringify(serviceCommand(service)) === JSON.stringify(command)) ?? null;
}

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`, with empty counting as unset. */
export function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, operator?: string, operand?: string) => {
    const value = variables[name];
    if (value) return value;
    if (operator === '?') throw new Error(`compose would stop: ${operand}`);
    return operator === '-' ? (operand ?? '') : '';
  });
}

export const composeServiceSchema = z.object({
  image: z.string(),
  command: z.array(z.string()).optional(),
  env_file: z.string().optional(),
  environment: z.record(z.string(), z.string()).default({}),
  ports: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  stop_grace_period: z.string().optional(),
  healthcheck: z.object({ test: z.array(z.string()).optional(), disable: z.boolean().optional() }).optional(),
});
export type ComposeService = z.infer<typeof composeServiceSchema>;

/** docker-compose.yml as compose reads it with these variables (merge keys resolved). */
export function readCompose(variables: Record<string, string>): Record<string, ComposeService> {
  return z
    .object({ services: z.record(z.string(), composeServiceSchema) })
    .parse(parse(interpolate(read('docker-compose.yml'), variables), { merge: true })).services;
}

/** What a process of the service starts with in this environment: its config and the queues it works on. */
export function startingWith(service: ServiceName, environment: Record<string, string>): { config: Config; queues: QueueName[] } {
  const config = loadConfig(environment, service);
  return { config, queues: workerQueuesOf(service, config) };
}
