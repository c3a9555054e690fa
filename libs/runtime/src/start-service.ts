import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import type { DestinationStream, Logger } from 'pino';
import { ConfigError, loadConfig, type Config, type ServiceName } from '@solana-hub/config';
import { createLogger, NestPinoLogger } from './logger.js';
import { answerRouterRefusal, JsonErrorFilter } from './error-filter.js';
import { declaredRoutes } from './declared-routes.js';
import { requestIdOf, trackRequests } from './request-context.js';
import { measureHttpLatency } from './http-latency.js';
import { Metrics } from './health.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { metricsServer } from './metrics-server.js';

/**
 * How long a client may take to send a whole request, headers and body. Headers alone have
 * Node's 60 s; an upgraded WebSocket is no longer a request and is not cut by this.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface ServiceDefinition {
  name: ServiceName;
  /** The service's root module, built from its config and logger. */
  module: (config: Config, logger: Logger) => Type | DynamicModule;
  port: (config: Config) => number;
  /** Fastify options such as the body limit. */
  bodyLimitBytes?: number;
  /** Routes outside Nest (static files, WebSocket upgrade), added before listening. */
  configure?: (app: NestFastifyApplication, config: Config, logger: Logger) => Promise<void> | void;
}

export interface RunningService {
  app: NestFastifyApplication;
  config: Config;
  logger: Logger;
  /** The port actually bound (differs from the config when it asked for 0). */
  port: number;
  /** The port /metrics is served on, likewise; null without METRICS_PORT. */
  metricsPort: number | null;
  /** Every route the HTTP server registered, by Nest or by hand: what the route audits try. */
  routes: Array<{ method: string; url: string }>;
}

/**
 * Creates and starts one service: config parsed once, pino logging (to stdout, or to
 * `logDestination`: a test reading the lines), `{error}` bodies, shutdown hooks so SIGTERM/SIGINT
 * drain workers and close connections.
 */
export async function startService(
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv = process.env,
  logDestination?: DestinationStream,
): Promise<RunningService> {
  const config = loadConfig(env, definition.name);
  const logger = createLogger(definition.name, config.logLevel, logDestination);
  const bodyLimit = definition.bodyLimitBytes ?? 1024 * 1024;
  const adapter = new FastifyAdapter({
    bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors: answerRouterRefusal,
    // Fastify's default (0) turns off Node's own bound, so a client trickling a body a byte a
    // minute would hold its connection and its buffers for ever (slowloris).
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Every id comes from requestIdOf, which keeps an incoming X-Request-Id only if it is safe.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(definition.module(config, logger), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.useGlobalFilters(new JsonErrorFilter(logger));
  acceptEmptyJsonBodies(app, bodyLimit);
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  // Before any route and any other hook, so every request, refused early or not, has its id.
  trackRequests(fastify);
  const { registry } = app.get(Metrics);
  measureHttpLatency(fastify, registry);
  const routes: RunningService['routes'] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await definition.configure?.(app, config, logger);
  const metrics = config.metricsPorts && { server: metricsServer(registry), port: config.metricsPorts[definition.name] };
  // Nest closes the service's server on shutdown, and with it the metrics port.
  if (metrics) fastify.addHook('onClose', async () => metrics.server.close());
  await app.listen({ port: definition.port(config), host: config.host });
  if (metrics) await metrics.server.listen({ port: metrics.port, host: config.host });
  const port = boundPort(app.getHttpServer());
  const metricsPort = metrics && boundPort(metrics.server.server);
  const open = declaredRoutes(app)
    .filter((route) => route.public)
    .map((route) => `${route.method} ${route.path}`);
  logger.info({ host: config.host, port, metricsPort, open }, `${definition.name} listening`);
  return { app, config, logger, port, metricsPort, routes };
}

/** The port a listening server holds (the one the system chose when it was asked for 0). */
function boundPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server listens on no TCP port');
  return address.port;
}

/**
 * A call without a body may still say `content-type: application/json` (the
 * frontend sends JSON headers on every call, logout and archive included): an empty body is no
 * body. Anything else is JSON or a 400 naming the problem, with Fastify's own parser (and its
 * prototype-poisoning refusal) and the service's body limit, once a scan has found it nested no
 * deeper than MAX_JSON_DEPTH.
 */
function acceptEmptyJsonBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    // It answers through `done`; its promise carries nothing more.
    void parseJson(request, text, done);
  });
}

function tooDeep(): Error {
  return Object.assign(new Error(`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400 });
}

/** The entry point of a service process: a bad configuration is one clear line and exit 1. */
export async function runServiceProcess(definition: ServiceDefinition): Promise<RunningService> {
  try {
    return await startService(definition);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${definition.name}: ${error.message}\n`);
    } else {
      process.stderr.write(
        `${definition.name} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  }
}
