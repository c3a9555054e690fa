// The deploy files (Dockerfile, docker-compose.yml, .env.example, k8s/) checked against the code
// they run: the services, their commands, ports, health paths, settings and queues. No Docker or
// cluster is needed: the files are read as text and YAML.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { loadConfig, settingNames, type ServiceName } from '@solana-hub/config';
import { QueueName } from '@solana-hub/queue';
import { SERVICES } from './launch/stack.js';
import { repoRoot } from './repo-root.js';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const settings = new Set<string>(settingNames);
const defaults = loadConfig({}, 'gateway');
const MIGRATE_COMMAND = ['node', 'libs/db/dist/migrate-cli.js'];
const serviceCommand = (service: ServiceName) => ['node', `services/${service}/dist/main.js`];
/** What no one may read in a ConfigMap or a committed file: passwords, tokens, keys. */
const SECRET_SETTINGS = ['APP_PASSWORD', 'SESSION_SECRET', 'INGEST_TOKEN', 'TELEGRAM_BOT_TOKEN', 'OPENAI_API_KEY'];
/** The settings each service cannot start without in production (libs/config). */
const REQUIRED_SECRETS = ['APP_PASSWORD', 'SESSION_SECRET', 'INGEST_TOKEN'];
/** The queue whose waiting jobs each worker's autoscaler watches. */
const WATCHED_QUEUE: Partial<Record<ServiceName, QueueName>> = { extractor: QueueName.RawMessages, analyzer: QueueName.Analysis };

/** A command runs a file the build makes: `<package>/dist/<x>.js` from `<package>/src/<x>.ts`. */
function isBuiltByThisRepository(command: readonly string[]): boolean {
  const match = /^(.+)\/dist\/(.+)\.js$/.exec(command[1] ?? '');
  if (command[0] !== 'node' || !match) return false;
  const [, packageDir, file] = match;
  const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(read(`${packageDir}/package.json`))).scripts;
  return existsSync(path.join(repoRoot, `${packageDir}/src/${file}.ts`)) && scripts.build !== undefined;
}

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

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`, with empty counting as unset. */
function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, operator?: string, operand?: string) => {
    const value = variables[name];
    if (value) return value;
    if (operator === '?') throw new Error(`compose would stop: ${operand}`);
    return operator === '-' ? (operand ?? '') : '';
  });
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds on node:20-bookworm-slim with a script the root package.json has', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
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

  it('checks health on /health of the port libs/config gives the container\'s service', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "\/app\/healthcheck\.mjs"\]$/m);
    expect(dockerfile).toMatch(/loadConfig\(process\.env, service\)\.ports\[service\]/);
    expect(dockerfile).toMatch(/\/health`/);
  });

  it('leaves installed and built output, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.nx', '.git', '.env']));
  });
});

const composeServiceSchema = z.object({
  image: z.string(),
  command: z.array(z.string()).optional(),
  env_file: z.string().optional(),
  environment: z.record(z.string(), z.string()).default({}),
  ports: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  stop_grace_period: z.string().optional(),
  healthcheck: z.object({ test: z.array(z.string()).optional(), disable: z.boolean().optional() }).optional(),
});
type ComposeService = z.infer<typeof composeServiceSchema>;

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
  const compose = z
    .object({ services: z.record(z.string(), composeServiceSchema) })
    .parse(parse(interpolate(composeText, filledIn), { merge: true }));
  const service = (name: string): ComposeService => {
    const found = compose.services[name];
    if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
    return found;
  };
  const ourImage = service('gateway').image;
  const ourContainers = Object.entries(compose.services).filter(([, entry]) => entry.image === ourImage);

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

  it('runs every service of the stack from the one image, built', () => {
    for (const name of SERVICES) {
      expect(service(name).command).toEqual(serviceCommand(name));
      expect(isBuiltByThisRepository(service(name).command!)).toBe(true);
    }
    expect(service('migrate').command).toEqual(MIGRATE_COMMAND);
    expect(isBuiltByThisRepository(MIGRATE_COMMAND)).toBe(true);
    expect(ourContainers.map(([name]) => name).sort()).toEqual([...SERVICES, 'migrate'].sort());
  });

  it('starts the services after the migration, and the migration after a healthy database', () => {
    expect(service('migrate').depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of SERVICES) {
      expect(service(name).depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(service('postgres').image).toBe('postgres:15');
    expect(service('redis').image).toBe('redis:7');
    for (const name of ['postgres', 'redis']) expect(service(name).healthcheck?.test).toBeDefined();
  });

  it('publishes the gateway and the ingest on the ports libs/config gives them', () => {
    expect(service('gateway').ports).toEqual([`${defaults.ports.gateway}:${defaults.ports.gateway}`]);
    expect(service('ingest').ports).toEqual([`${defaults.ports.ingest}:${defaults.ports.ingest}`]);
    for (const name of ['extractor', 'analyzer', 'migrate']) expect(service(name).ports).toEqual([]);
  });

  it('gives each container settings libs/config knows and accepts in production', () => {
    for (const [name, entry] of ourContainers) {
      expect(entry.env_file).toBe('.env');
      for (const variable of Object.keys(entry.environment)) expect(settings).toContain(variable);
      if (name === 'migrate') continue;
      const config = loadConfig({ ...filledIn, ...entry.environment }, name as ServiceName);
      expect(config.production).toBe(true);
      expect(new URL(config.databaseUrl).host).toBe('postgres:5432');
      expect(new URL(config.redisUrl).host).toBe('redis:6379');
    }
  });

  it('stops when a required secret is left empty', () => {
    const { environment } = service('gateway');
    expect(() => loadConfig({ ...envExample.values, ...environment }, 'gateway')).toThrow(/APP_PASSWORD, SESSION_SECRET must be set/);
    expect(() => interpolate(composeText, envExample.values)).toThrow(/set POSTGRES_PASSWORD in \.env/);
  });
});

const probeSchema = z.object({
  httpGet: z.object({ path: z.string(), port: z.union([z.string(), z.number()]) }).optional(),
  tcpSocket: z.object({ port: z.union([z.string(), z.number()]) }).optional(),
  timeoutSeconds: z.number().optional(),
});
/** /health may take up to 2 s (HEALTH_CHECK_TIMEOUT_MS of libs/runtime): a probe must wait longer. */
const HEALTH_PROBE_MIN_TIMEOUT_SECONDS = 3;
const containerSchema = z.object({
  name: z.string(),
  image: z.string(),
  command: z.array(z.string()),
  env: z.array(z.object({ name: z.string() })).default([]),
  envFrom: z
    .array(z.object({ configMapRef: z.object({ name: z.string() }).optional(), secretRef: z.object({ name: z.string() }).optional() }))
    .default([]),
  ports: z.array(z.object({ name: z.string(), containerPort: z.number() })).default([]),
  startupProbe: probeSchema.optional(),
  readinessProbe: probeSchema.optional(),
  livenessProbe: probeSchema.optional(),
  resources: z.object({ requests: z.object({ cpu: z.string(), memory: z.string() }), limits: z.object({ memory: z.string() }) }),
});
type Container = z.infer<typeof containerSchema>;
const podSpecSchema = z.object({ terminationGracePeriodSeconds: z.number().optional(), containers: z.array(containerSchema).length(1) });
const metadataSchema = z.object({ name: z.string() });
const manifestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Namespace'), metadata: metadataSchema }),
  z.object({ kind: z.literal('ConfigMap'), metadata: metadataSchema, data: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('Secret'), metadata: metadataSchema, stringData: z.record(z.string(), z.string()) }),
  z.object({
    kind: z.literal('Deployment'),
    metadata: metadataSchema,
    spec: z.object({
      replicas: z.number().optional(),
      strategy: z.object({ type: z.literal('RollingUpdate') }),
      template: z.object({ spec: podSpecSchema }),
    }),
  }),
  z.object({ kind: z.literal('Job'), metadata: metadataSchema, spec: z.object({ template: z.object({ spec: podSpecSchema }) }) }),
  z.object({
    kind: z.literal('Service'),
    metadata: metadataSchema,
    spec: z.object({ selector: z.record(z.string(), z.string()), ports: z.array(z.object({ name: z.string(), targetPort: z.string() })) }),
  }),
  z.object({
    kind: z.literal('HorizontalPodAutoscaler'),
    metadata: metadataSchema,
    spec: z.object({
      scaleTargetRef: z.object({ apiVersion: z.string(), kind: z.string(), name: z.string() }),
      metrics: z.array(z.object({ type: z.string(), resource: z.object({ name: z.string() }) })),
    }),
  }),
  z.object({ kind: z.literal('TriggerAuthentication'), metadata: metadataSchema, spec: z.object({ secretTargetRef: z.array(z.object({ name: z.string(), key: z.string() })) }) }),
  z.object({
    kind: z.literal('ScaledObject'),
    metadata: metadataSchema,
    spec: z.object({
      scaleTargetRef: z.object({ name: z.string() }),
      triggers: z.array(z.object({ type: z.string(), authenticationRef: z.object({ name: z.string() }), metadata: z.object({ listName: z.string(), listLength: z.string() }) })),
    }),
  }),
  z.object({
    kind: z.literal('Ingress'),
    metadata: z.object({ name: z.string(), annotations: z.record(z.string(), z.string()) }),
    spec: z.object({
      rules: z.array(
        z.object({
          host: z.string(),
          http: z.object({ paths: z.array(z.object({ path: z.string(), backend: z.object({ service: z.object({ name: z.string(), port: z.object({ name: z.string() }) }) }) })) }),
        }),
      ),
    }),
  }),
]);
type Manifest = z.infer<typeof manifestSchema>;
type ManifestOf<K extends Manifest['kind']> = Extract<Manifest, { kind: K }>;

describe('k8s/', () => {
  const manifestFiles = readdirSync(path.join(repoRoot, 'k8s')).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
  const manifests = manifestFiles.flatMap((file) =>
    parseAllDocuments(read(`k8s/${file}`)).map((document) => manifestSchema.parse(document.toJS())),
  );
  const find = <K extends Manifest['kind']>(kind: K, name: string): ManifestOf<K> => {
    const found = manifests.find((manifest): manifest is ManifestOf<K> => manifest.kind === kind && manifest.metadata.name === name);
    if (!found) throw new Error(`k8s/ has no ${kind} ${name}`);
    return found;
  };
  const only = <K extends Manifest['kind']>(kind: K): ManifestOf<K> => {
    const all = manifests.filter((manifest): manifest is ManifestOf<K> => manifest.kind === kind);
    expect(all).toHaveLength(1);
    return all[0]!;
  };
  const appSettings = only('ConfigMap');
  const appSecrets = find('Secret', 'solana-hub-secrets');
  /** What a container's environment holds: the ConfigMap and Secret it names. */
  const environmentOf = (container: Container): Record<string, string> =>
    Object.assign(
      {},
      ...container.envFrom.map((source) =>
        source.configMapRef ? find('ConfigMap', source.configMapRef.name).data : find('Secret', source.secretRef!.name).stringData,
      ),
    );
  /** The environment with the operator's values in place of the Secret's placeholders. */
  const withRealValues = (environment: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value.replaceAll('CHANGE-ME', 'operators-own-value')]));
  const containerPort = (container: Container, port: string | number) =>
    typeof port === 'number' ? port : container.ports.find((entry) => entry.name === port)?.containerPort;
  const compose = z.object({ services: z.record(z.string(), composeServiceSchema) }).parse(
    parse(interpolate(read('docker-compose.yml'), { POSTGRES_PASSWORD: 'x' }), { merge: true }),
  );

  it('lists every manifest in kustomization.yaml', () => {
    const kustomization = z
      .object({ namespace: z.string(), resources: z.array(z.string()), images: z.array(z.object({ name: z.string() })) })
      .parse(parse(read('k8s/kustomization.yaml')));
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
    expect(kustomization.namespace).toBe(only('Namespace').metadata.name);
    const images = new Set(manifests.flatMap((manifest) => (manifest.kind === 'Deployment' || manifest.kind === 'Job' ? [manifest.spec.template.spec.containers[0]!.image] : [])));
    expect([...images]).toEqual(kustomization.images.map((image) => image.name));
  });

  it('has a Deployment per service, running it built, probed on /health of its config port', () => {
    for (const service of SERVICES) {
      const container = find('Deployment', service).spec.template.spec.containers[0]!;
      expect(container.command).toEqual(serviceCommand(service));
      expect(isBuiltByThisRepository(container.command)).toBe(true);
      expect(container.ports.map((port) => port.containerPort)).toEqual([defaults.ports[service]]);
      for (const probe of [container.startupProbe, container.readinessProbe]) {
        expect(probe?.httpGet?.path).toBe('/health');
        expect(containerPort(container, probe!.httpGet!.port)).toBe(defaults.ports[service]);
        expect(probe!.timeoutSeconds).toBeGreaterThanOrEqual(HEALTH_PROBE_MIN_TIMEOUT_SECONDS);
      }
      expect(containerPort(container, container.livenessProbe!.tcpSocket!.port)).toBe(defaults.ports[service]);
      expect(container.env).toEqual([]);
    }
  });

  it('gives each Deployment the grace period compose gives the service', () => {
    const seconds = (period: string | undefined) => Number(/^(\d+)s$/.exec(period ?? '')?.[1]);
    for (const service of SERVICES) {
      expect(find('Deployment', service).spec.template.spec.terminationGracePeriodSeconds).toBe(seconds(compose.services[service]!.stop_grace_period));
    }
  });

  it('has a Service per Deployment, on its named port', () => {
    for (const service of SERVICES) {
      const { spec } = find('Service', service);
      expect(spec.selector).toEqual({ 'app.kubernetes.io/component': service });
      const container = find('Deployment', service).spec.template.spec.containers[0]!;
      expect(spec.ports.map((port) => containerPort(container, port.targetPort))).toEqual([defaults.ports[service]]);
    }
  });

  it('keeps settings libs/config knows, the secrets only in the Secret, enough to start each service in production', () => {
    for (const name of [...Object.keys(appSettings.data), ...Object.keys(appSecrets.stringData)]) expect(settings).toContain(name);
    for (const name of [...SECRET_SETTINGS, 'DATABASE_URL', 'REDIS_URL']) {
      expect(Object.keys(appSecrets.stringData)).toContain(name);
      expect(Object.keys(appSettings.data)).not.toContain(name);
    }
    for (const name of REQUIRED_SECRETS) expect(appSecrets.stringData[name]).toMatch(/^CHANGE-ME/);
    for (const service of SERVICES) {
      const environment = withRealValues(environmentOf(find('Deployment', service).spec.template.spec.containers[0]!));
      expect(loadConfig(environment, service).generatedSecrets).toEqual([]);
      expect(loadConfig(environment, service).production).toBe(true);
    }
  });

  it("refuses to start any service in production on the Secret's CHANGE-ME placeholders as they stand", () => {
    for (const service of SERVICES) {
      const environment = environmentOf(find('Deployment', service).spec.template.spec.containers[0]!);
      expect(() => loadConfig(environment, service)).toThrow(/^Invalid configuration: .*DATABASE_URL still holds a placeholder \(CHANGE-ME\)/);
      for (const name of [...REQUIRED_SECRETS, 'DATABASE_URL', 'REDIS_URL']) {
        const onlyThisOne = { ...withRealValues(environment), [name]: environment[name]! };
        expect(() => loadConfig(onlyThisOne, service)).toThrow(new RegExp(`${name} still holds a placeholder`));
      }
    }
  });

  it('migrates with a Job of the same image, from the built migrator, with DATABASE_URL', () => {
    const container = find('Job', 'migrate').spec.template.spec.containers[0]!;
    expect(container.command).toEqual(MIGRATE_COMMAND);
    expect(isBuiltByThisRepository(container.command)).toBe(true);
    expect(environmentOf(container).DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it('scales the gateway on CPU and each worker on its queue\'s waiting jobs', () => {
    const autoscaler = only('HorizontalPodAutoscaler');
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
    expect(autoscaler.spec.metrics.map((metric) => metric.resource.name)).toEqual(['cpu']);
    expect(find('Deployment', 'gateway').spec.replicas).toBeUndefined();

    const prefix = appSettings.data.REDIS_PREFIX ?? defaults.redisPrefix;
    for (const [service, queue] of Object.entries(WATCHED_QUEUE)) {
      const scaled = find('ScaledObject', service);
      expect(scaled.spec.scaleTargetRef.name).toBe(service);
      expect(find('Deployment', service).spec.replicas).toBeUndefined();
      for (const trigger of scaled.spec.triggers) {
        expect(trigger.type).toBe('redis');
        expect(trigger.metadata.listName).toBe(`${prefix}:${queue}:wait`);
        const authentication = find('TriggerAuthentication', trigger.authenticationRef.name);
        for (const reference of authentication.spec.secretTargetRef) expect(Object.keys(find('Secret', reference.name).stringData)).toContain(reference.key);
      }
    }
  });

  it('routes the dashboard and the ingest through the Ingress with WebSocket-length timeouts', () => {
    const ingress = only('Ingress');
    const backends = ingress.spec.rules.flatMap((rule) => rule.http.paths.map((entry) => ({ path: entry.path, service: entry.backend.service })));
    expect(backends).toEqual([
      { path: '/', service: { name: 'gateway', port: { name: 'http' } } },
      { path: '/messages', service: { name: 'ingest', port: { name: 'http' } } },
      { path: '/telegram/webhook', service: { name: 'ingest', port: { name: 'http' } } },
    ]);
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(120);
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(120);
    // One proxy, the Ingress, in front of the gateway: not 'on', which believed every hop.
    expect(appSettings.data.TRUST_PROXY).toBe('1');
    expect(typeof loadConfig({ TRUST_PROXY: appSettings.data.TRUST_PROXY }, 'gateway').trustProxy).toBe('function');
  });
});
