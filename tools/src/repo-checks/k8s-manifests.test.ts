// k8s/ checked as far as this machine allows (no cluster, no kubectl): every object against the
// Kubernetes and KEDA schemas (kubernetes-models), then against the code it runs: commands,
// ports, health paths, the settings each container's service starts on in production, the
// worker roles (WORKER_QUEUES) and the autoscaler of each role, what Prometheus scrapes and
// what the Ingress exposes.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, Namespace, Secret, Service, type IContainer } from 'kubernetes-models/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { loadConfig, settingNames, type ServiceName } from '@solana-hub/config';
import { queuesOf } from '@solana-hub/queue';
import {
  isBuiltByThisRepository,
  MIGRATE_COMMAND,
  read,
  readCompose,
  REQUIRED_SECRETS,
  SECRET_SETTINGS,
  serviceOf,
  startingWith,
} from './deploy-files.fixture.js';
import { SERVICES } from '../launch/stack.js';
import { repoRoot } from '../repo-root.js';

const settings = new Set<string>(settingNames);
const defaults = loadConfig({}, 'gateway');
/** /health may take up to 2 s (HEALTH_CHECK_TIMEOUT_MS of libs/runtime): a probe must wait longer. */
const HEALTH_PROBE_MIN_TIMEOUT_SECONDS = 3;

/** The schema of every kind k8s/ may hold, by apiVersion and kind. */
const MODELS = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
};
type Kind = (typeof MODELS)[keyof typeof MODELS];
type ManifestObject = InstanceType<Kind>;

const documentSchema = z.looseObject({ apiVersion: z.string(), kind: z.string(), metadata: z.looseObject({ name: z.string() }) });

/** One YAML document as the model of its kind, validated against the kind's schema. */
function modelOf(file: string, json: unknown): ManifestObject {
  const document = documentSchema.parse(json);
  const key = `${document.apiVersion}/${document.kind}`;
  if (!(key in MODELS)) throw new Error(`k8s/${file}: ${document.metadata.name} is a ${key}, which this test has no schema for`);
  const Model = MODELS[key as keyof typeof MODELS];
  // Each constructor takes its kind's own type, which is what validate() then checks the document is.
  const model: ManifestObject = new Model(document as never);
  model.validate();
  return model;
}

describe('k8s/', () => {
  const manifestFiles = readdirSync(path.join(repoRoot, 'k8s')).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
  const documents = manifestFiles.flatMap((file) =>
    parseAllDocuments(read(`k8s/${file}`)).map((document) => ({ file, json: document.toJS() as unknown })),
  );
  const objects = documents.map(({ file, json }) => modelOf(file, json));
  const all = <K extends Kind>(kind: K): Array<InstanceType<K>> =>
    objects.filter((object): object is InstanceType<K> => object instanceof kind);
  const find = <K extends Kind>(kind: K, name: string): InstanceType<K> => {
    const found = all(kind).find((object) => object.metadata?.name === name);
    if (!found) throw new Error(`k8s/ has no ${kind.name} ${name}`);
    return found;
  };
  const only = <K extends Kind>(kind: K): InstanceType<K> => {
    const found = all(kind);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const containerOf = (controller: Deployment | Job): IContainer => {
    const containers = controller.spec?.template.spec?.containers ?? [];
    expect(containers).toHaveLength(1);
    return containers[0]!;
  };
  const appSettings = only(ConfigMap);
  const appSecrets = find(Secret, 'solana-hub-secrets');
  /** What a container's environment holds: the ConfigMap and Secret it names, then its own env. */
  const environmentOf = (container: IContainer): Record<string, string> =>
    Object.assign(
      {},
      ...(container.envFrom ?? []).map((source) =>
        source.configMapRef ? find(ConfigMap, source.configMapRef.name ?? '').data : find(Secret, source.secretRef?.name ?? '').stringData,
      ),
      Object.fromEntries((container.env ?? []).map((variable) => [variable.name, variable.value ?? ''])),
    ) as Record<string, string>;
  /** The environment with the operator's values in place of the Secret's placeholders. */
  const withRealValues = (environment: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value.replaceAll('CHANGE-ME', 'operators-own-value')]));
  const containerPort = (container: IContainer, port: string | number | undefined) =>
    typeof port === 'number' ? port : container.ports?.find((entry) => entry.name === port)?.containerPort;
  /** Each Deployment with the service its container runs. */
  const deployments = all(Deployment).map((deployment) => {
    const container = containerOf(deployment);
    const service = serviceOf(container.command ?? []);
    if (!service) throw new Error(`Deployment ${deployment.metadata?.name} runs no service: ${JSON.stringify(container.command)}`);
    return {
      name: deployment.metadata!.name!,
      deployment,
      container,
      service,
      starts: startingWith(service, withRealValues(environmentOf(container))),
    };
  });

  it('holds only objects valid against the Kubernetes and KEDA schemas', () => {
    // modelOf validated each as it was read; this names what was read.
    expect(objects.length).toBe(documents.length);
    expect(new Set(objects.map((object) => object.kind))).toEqual(
      new Set(['Namespace', 'ConfigMap', 'Secret', 'Service', 'Deployment', 'Job', 'HorizontalPodAutoscaler', 'Ingress', 'ScaledObject']),
    );
  });

  it('catches an object that breaks its schema', () => {
    const deployment = documents.find(({ json }) => documentSchema.parse(json).kind === 'Deployment')!;
    const broken = structuredClone(deployment.json) as { spec: { template: { spec: { terminationGracePeriodSeconds: unknown } } } };
    broken.spec.template.spec.terminationGracePeriodSeconds = '30';
    expect(() => modelOf(deployment.file, broken)).toThrow(/terminationGracePeriodSeconds must be integer/);
  });

  it('lists every manifest in kustomization.yaml, and the one image of our Deployments and Job', () => {
    const kustomization = z
      .object({ namespace: z.string(), resources: z.array(z.string()), images: z.array(z.object({ name: z.string() })) })
      .parse(parse(read('k8s/kustomization.yaml')));
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
    expect(kustomization.namespace).toBe(only(Namespace).metadata?.name);
    const images = new Set([...all(Deployment), ...all(Job)].map((controller) => containerOf(controller).image));
    expect([...images]).toEqual(kustomization.images.map((image) => image.name));
  });

  it('runs every service, built, on every interface of its pod, probed on /health of its config port', () => {
    expect(new Set(deployments.map(({ service }) => service))).toEqual(new Set(SERVICES));
    for (const { container, service, starts } of deployments) {
      expect(isBuiltByThisRepository(container.command ?? [])).toBe(true);
      expect(starts.config.host).toBe('0.0.0.0');
      expect(container.ports?.map((port) => [port.name, port.containerPort])).toEqual([
        ['http', defaults.ports[service]],
        ['metrics', starts.config.metricsPorts?.[service]],
      ]);
      for (const probe of [container.startupProbe, container.readinessProbe]) {
        expect(probe?.httpGet?.path).toBe('/health');
        expect(containerPort(container, probe?.httpGet?.port)).toBe(defaults.ports[service]);
        expect(probe?.timeoutSeconds).toBeGreaterThanOrEqual(HEALTH_PROBE_MIN_TIMEOUT_SECONDS);
      }
      expect(containerPort(container, container.livenessProbe?.tcpSocket?.port)).toBe(defaults.ports[service]);
    }
  });

  it('has a Deployment per worker role: each queue of a worker service worked by one, and the same roles as docker-compose.yml', () => {
    for (const worker of ['extractor', 'analyzer'] satisfies ServiceName[]) {
      const roles = deployments.filter(({ service }) => service === worker);
      for (const { container } of roles) expect(environmentOf(container).WORKER_QUEUES).toBeDefined();
      expect(roles.flatMap(({ starts }) => starts.queues).sort()).toEqual([...queuesOf(worker)].sort());
    }
    const composeRoles = Object.entries(readCompose({ POSTGRES_PASSWORD: 'x' }))
      .filter(([, entry]) => serviceOf(entry.command ?? []) !== null)
      .map(([name, entry]) => [name, entry.environment.WORKER_QUEUES ?? null]);
    expect(deployments.map(({ name, container }) => [name, environmentOf(container).WORKER_QUEUES ?? null]).sort()).toEqual(
      composeRoles.sort(),
    );
  });

  it('gives each Deployment the termination grace period its workers drain within (SHUTDOWN_GRACE_SECONDS)', () => {
    for (const { deployment, starts } of deployments) {
      expect(deployment.spec?.template.spec?.terminationGracePeriodSeconds).toBe(starts.config.shutdownGraceMs / 1_000);
    }
  });

  it("selects each Deployment's pods alone, and has a Service per service: the gateway's and the ingest's HTTP, the workers' metrics", () => {
    for (const { deployment } of deployments) {
      const selector = deployment.spec?.selector.matchLabels ?? {};
      expect(deployment.spec?.template.metadata?.labels).toMatchObject(selector);
      const others = deployments.filter((other) => other.deployment !== deployment);
      for (const other of others) expect(other.deployment.spec?.template.metadata?.labels).not.toMatchObject(selector);
    }
    for (const service of SERVICES) {
      const { spec: serviceSpec } = find(Service, service);
      expect(serviceSpec?.selector).toEqual({ 'app.kubernetes.io/component': service });
      // Nothing but Prometheus calls a worker: its Service is its metrics port.
      const portName = service === 'gateway' || service === 'ingest' ? 'http' : 'metrics';
      expect(serviceSpec?.ports?.map((port) => port.targetPort)).toEqual([portName]);
      for (const { container } of deployments.filter((entry) => entry.service === service)) {
        expect(containerPort(container, portName)).toBeDefined();
      }
    }
  });

  it('keeps settings libs/config knows, the secrets only in the Secret, enough to start each role in production', () => {
    for (const name of [...Object.keys(appSettings.data ?? {}), ...Object.keys(appSecrets.stringData ?? {})])
      expect(settings).toContain(name);
    for (const name of [...SECRET_SETTINGS, 'DATABASE_URL', 'REDIS_URL']) {
      expect(Object.keys(appSecrets.stringData ?? {})).toContain(name);
      expect(Object.keys(appSettings.data ?? {})).not.toContain(name);
    }
    for (const name of REQUIRED_SECRETS) expect(appSecrets.stringData?.[name]).toMatch(/^CHANGE-ME/);
    for (const { container, starts } of deployments) {
      for (const variable of container.env ?? []) expect(settings).toContain(variable.name);
      expect(starts.config.generatedSecrets).toEqual([]);
      expect(starts.config.production).toBe(true);
    }
  });

  it("refuses to start any service in production on the Secret's CHANGE-ME placeholders as they stand", () => {
    for (const { container, service } of deployments) {
      const environment = environmentOf(container);
      expect(() => loadConfig(environment, service)).toThrow(
        /^Invalid configuration: .*DATABASE_URL still holds a placeholder \(CHANGE-ME\)/,
      );
      for (const name of [...REQUIRED_SECRETS, 'DATABASE_URL', 'REDIS_URL']) {
        const onlyThisOne = { ...withRealValues(environment), [name]: environment[name]! };
        expect(() => loadConfig(onlyThisOne, service)).toThrow(new RegExp(`${name} still holds a placeholder`));
      }
    }
  });

  it('migrates with a Job of the same image, from the built migrator, with DATABASE_URL', () => {
    const container = containerOf(find(Job, 'migrate'));
    expect(container.command).toEqual(MIGRATE_COMMAND);
    expect(isBuiltByThisRepository(container.command ?? [])).toBe(true);
    expect(environmentOf(container).DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it("scales the gateway on CPU, and each worker role with no fixed replicas on its own queue's waiting jobs", () => {
    const autoscaler = only(HorizontalPodAutoscaler);
    expect(autoscaler.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
    expect(autoscaler.spec?.metrics?.map((metric) => metric.resource?.name)).toEqual(['cpu']);
    expect(find(Deployment, 'gateway').spec?.replicas).toBeUndefined();

    const scaled = all(ScaledObject);
    for (const { name, deployment, starts } of deployments.filter(
      (entry) => entry.service === 'extractor' || entry.service === 'analyzer',
    )) {
      const scaler = scaled.find((object) => object.spec?.scaleTargetRef.name === name);
      // A role with a fixed count (the scheduled jobs, one at a time) has no autoscaler.
      expect(scaler === undefined).toBe(deployment.spec?.replicas !== undefined);
      if (!scaler) continue;
      expect(scaler.metadata?.name).toBe(name);
      expect(scaler.spec?.minReplicaCount).toBeGreaterThanOrEqual(1);
      const queries = (scaler.spec?.triggers ?? []).map((trigger) => [trigger.type, trigger.metadata.query]);
      expect(queries).toEqual(starts.queues.map((queue) => ['prometheus', `max(queue_jobs{queue="${queue}",state="waiting"})`]));
    }
    expect(scaled).toHaveLength(
      deployments.filter(
        ({ deployment, service }) => (service === 'extractor' || service === 'analyzer') && deployment.spec?.replicas === undefined,
      ).length,
    );
  });

  it('has Prometheus scrape every pod on its metrics port (the queue depths the KEDA queries read among them)', () => {
    for (const { deployment, service, starts } of deployments) {
      expect(deployment.spec?.template.metadata?.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(starts.config.metricsPorts?.[service]),
        'prometheus.io/path': '/metrics',
      });
    }
  });

  it('routes the dashboard and the ingest through the Ingress with WebSocket-length timeouts', () => {
    const ingress = only(Ingress);
    const backends = (ingress.spec?.rules ?? []).flatMap((rule) =>
      (rule.http?.paths ?? []).map((entry) => ({ path: entry.path, service: entry.backend.service })),
    );
    expect(backends).toEqual([
      { path: '/', service: { name: 'gateway', port: { name: 'http' } } },
      { path: '/messages', service: { name: 'ingest', port: { name: 'http' } } },
      { path: '/telegram/webhook', service: { name: 'ingest', port: { name: 'http' } } },
    ]);
    const annotations = ingress.metadata?.annotations ?? {};
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(120);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(120);
    // The Ingress controller's pods are believed by their address: a hop count would believe any
    // pod that calls the gateway, and is refused on a pod's every-interface HOST anyway.
    const gateway = deployments.find(({ service }) => service === 'gateway')!;
    expect(gateway.starts.config.trustProxy).toEqual([appSettings.data?.TRUST_PROXY]);
  });

  it("keeps /metrics off the Ingress: the Services it routes to have only their pods' HTTP port", () => {
    const routed = new Set(
      (only(Ingress).spec?.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((entry) => entry.backend.service?.name)),
    );
    expect(routed).toEqual(new Set(['gateway', 'ingest']));
    for (const name of routed) expect(find(Service, name ?? '').spec?.ports?.map((port) => port.targetPort)).toEqual(['http']);
  });
});
