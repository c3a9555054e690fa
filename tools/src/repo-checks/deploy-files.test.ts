// The deploy files (Dockerfile, docker-compose.yml, .env.example) checked against the code they
// run: the services, their commands, ports, settings and worker roles (WORKER_QUEUES). No Docker
// engine is needed, nor available here: the files are read as text and YAML, and each container's
// environment goes through the services' own loadConfig. k8s/ is checked in k8s-manifests.test.ts.
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { loadConfig, settingNames, type ServiceName } from '@solana-hub/config';
import { queuesOf } from '@solana-hub/queue';
import {
  interpolate,
  isBuiltByThisRepository,
  MIGRATE_COMMAND,
  read,
  readCompose,
  REQUIRED_SECRETS,
  SECRET_SETTINGS,
  serviceOf,
  startingWith,
  type ComposeService,
} from './deploy-files.fixture.js';
import { SERVICES } from '../launch/stack.js';

const settings = new Set<string>(settingNames);
const defaults = loadConfig({}, 'gateway');
/** The services whose processes work on queues, one container per role. */
const WORKER_SERVICES: ServiceName[] = ['extractor', 'analyzer'];

/** An env file's set values, and every name it documents (set or commented out). */
function readEnvFile(text: string): { values: Record<string, string>; documented: Set<string> } {
  const values: Record<string, string> = {};
  const documented = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    documented.add(match[2]!);
    if (!match[1]) values[match[2]!] = match[3]!;
  }
  return { values, documented };
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds on node:24-bookworm-slim (the current LTS) with a script the root package.json has', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(read('package.json'))).scripts;
    const builds = [...dockerfile.matchAll(/^RUN npm run (\S+)$/gm)].map((match) => match[1]!);
    expect(builds).toEqual(['build']);
    expect(scripts.build).toMatch(/nx run-many -t build/);
    expect(dockerfile).toMatch(/^RUN npm prune --omit=dev/m);
  });

  it('runs as a user without root, a built service by default, with settings libs/config knows', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    const command = z.array(z.string()).parse(JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!));
    expect(isBuiltByThisRepository(command)).toBe(true);
    const envNames = [...dockerfile.matchAll(/^\s*(?:ENV )?([A-Z][A-Z0-9_]*)=\S+/gm)].map((match) => match[1]!);
    expect(envNames).toEqual(expect.arrayContaining(['NODE_ENV', 'FRONTEND_DIST']));
    for (const name of envNames.filter((envName) => !envName.startsWith('NX_'))) expect(settings).toContain(name);
  });

  it("checks health on /health of the port libs/config gives the container's service", () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "\/app\/healthcheck\.mjs"\]$/m);
    expect(dockerfile).toMatch(/loadConfig\(process\.env, service\)\.ports\[service\]/);
    expect(dockerfile).toMatch(/\/health`/);
  });

  it('leaves installed and built output, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.nx', '.git', '.env']));
  });
});

describe('docker-compose.yml and .env.example', () => {
  const envExample = readEnvFile(read('.env.example'));
  // What an operator writes into .env: the example with its secrets filled in.
  const filledIn: Record<string, string> = {
    ...envExample.values,
    APP_PASSWORD: 'a login password',
    SESSION_SECRET: 'a session secret of the operator, 48 characters',
    INGEST_TOKEN: 'an ingest token of the operator',
    POSTGRES_PASSWORD: 'a database password',
  };
  const composeText = read('docker-compose.yml');
  const services = readCompose(filledIn);
  const service = (name: string): ComposeService => {
    const found = services[name];
    if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
    return found;
  };
  const ourImage = service('gateway').image;
  const ourContainers = Object.entries(services).filter(([, entry]) => entry.image === ourImage);
  /** The containers of our image that run a service (all but the migration), with the service. */
  const serviceContainers = ourContainers.flatMap(([name, entry]) => {
    const runs = serviceOf(entry.command ?? []);
    return runs ? [{ name, entry, service: runs }] : [];
  });
  const environmentOf = (entry: ComposeService) => ({ ...filledIn, ...entry.environment });

  it('documents every setting of libs/config, and only those or what compose itself reads', () => {
    for (const name of settings) expect(envExample.documented).toContain(name);
    for (const name of envExample.documented) {
      if (!settings.has(name)) expect(composeText).toContain(`\${${name}`);
    }
  });

  it('marks the secrets, leaves them empty and lists the required ones', () => {
    const lines = read('.env.example').split('\n');
    for (const name of SECRET_SETTINGS) {
      const at = lines.indexOf(`${name}=`);
      expect(at).toBeGreaterThan(0);
      expect(lines[at - 1]).toMatch(/^# SECRET, (required|optional)/);
    }
    for (const name of REQUIRED_SECRETS) expect(lines[lines.indexOf(`${name}=`) - 1]).toMatch(/^# SECRET, required/);
  });

  it('runs the migration, the gateway, the ingest and every worker role from the one image, built', () => {
    for (const [, entry] of ourContainers) expect(isBuiltByThisRepository(entry.command ?? [])).toBe(true);
    expect(service('migrate').command).toEqual(MIGRATE_COMMAND);
    expect(ourContainers.length).toBe(serviceContainers.length + 1);
    expect([...new Set(serviceContainers.map(({ service: runs }) => runs))].sort()).toEqual([...SERVICES].sort());
    for (const name of ['gateway', 'ingest'] as const)
      expect(serviceContainers.filter(({ service: runs }) => runs === name).map((container) => container.name)).toEqual([name]);
  });

  it("splits each worker service's queues into roles: each queue worked by one container, named <service>-<role>", () => {
    for (const worker of WORKER_SERVICES) {
      const roles = serviceContainers.filter(({ service: runs }) => runs === worker);
      const worked = roles.flatMap(({ name, entry }) => {
        expect(entry.environment.WORKER_QUEUES).toBeDefined();
        expect(name.startsWith(`${worker}-`)).toBe(true);
        return startingWith(worker, environmentOf(entry)).queues;
      });
      expect([...worked].sort()).toEqual([...queuesOf(worker)].sort());
    }
  });

  it('starts the services after the migration, and the migration after a healthy database', () => {
    expect(service('migrate').depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const { entry } of serviceContainers) {
      expect(entry.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(service('postgres').image).toBe('postgres:15');
    expect(service('redis').image).toBe('redis:7');
    for (const name of ['postgres', 'redis']) expect(service(name).healthcheck?.test).toBeDefined();
  });

  it("publishes the gateway and the ingest on the host's loopback unless PUBLISH_ADDRESS opens them, and no worker or metrics port", () => {
    const { gateway, ingest } = defaults.ports;
    expect(service('gateway').ports).toEqual([`127.0.0.1:${gateway}:${gateway}`]);
    expect(service('ingest').ports).toEqual([`127.0.0.1:${ingest}:${ingest}`]);
    const opened = readCompose({ ...filledIn, PUBLISH_ADDRESS: '0.0.0.0' });
    expect([opened.gateway?.ports, opened.ingest?.ports]).toEqual([[`0.0.0.0:${gateway}:${gateway}`], [`0.0.0.0:${ingest}:${ingest}`]]);
    for (const { entry, service: runs } of serviceContainers) if (WORKER_SERVICES.includes(runs)) expect(entry.ports).toEqual([]);
    expect(service('migrate').ports).toEqual([]);
  });

  it('has every service listen on every interface of its own container, whatever .env says', () => {
    for (const { entry, service: runs } of serviceContainers) {
      for (const host of ['', '127.0.0.1'])
        expect(startingWith(runs, { ...filledIn, HOST: host, ...entry.environment }).config.host).toBe('0.0.0.0');
    }
  });

  it("refuses a hop count in TRUST_PROXY: it would believe whoever reaches the gateway's published port", () => {
    const environment = environmentOf(service('gateway'));
    expect(() => startingWith('gateway', { ...environment, TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a hop count believes whoever connects/,
    );
    expect(startingWith('gateway', { ...environment, TRUST_PROXY: '172.18.0.1' }).config.trustProxy).toEqual(['172.18.0.1']);
  });

  it('gives each container settings libs/config knows and its service starts on in production', () => {
    for (const [, entry] of ourContainers) {
      expect(entry.env_file).toBe('.env');
      for (const variable of Object.keys(entry.environment)) expect(settings).toContain(variable);
    }
    for (const { entry, service: runs } of serviceContainers) {
      const { config } = startingWith(runs, environmentOf(entry));
      expect(config.production).toBe(true);
      expect(new URL(config.databaseUrl).host).toBe('postgres:5432');
      expect(new URL(config.redisUrl).host).toBe('redis:6379');
    }
  });

  it('gives each container the stop grace period its workers drain within (SHUTDOWN_GRACE_SECONDS)', () => {
    for (const { entry, service: runs } of serviceContainers) {
      const { config } = startingWith(runs, environmentOf(entry));
      expect(entry.stop_grace_period).toBe(`${config.shutdownGraceMs / 1_000}s`);
    }
  });

  it('stops when a required secret is left empty', () => {
    const { environment } = service('gateway');
    expect(() => loadConfig({ ...envExample.values, ...environment }, 'gateway')).toThrow(/APP_PASSWORD, SESSION_SECRET must be set/);
    expect(() => interpolate(composeText, envExample.values)).toThrow(/set POSTGRES_PASSWORD in \.env/);
  });
});
