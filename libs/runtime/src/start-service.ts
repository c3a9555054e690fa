import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config, type ServiceName } from '@solana-hub/config';
import { createLogger, NestPinoLogger } from './logger.js';
import { JsonErrorFilter } from './error-filter.js';

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
}

/**
 * Creates and starts one service: config parsed once, pino logging, `{error}` bodies,
 * shutdown hooks so SIGTERM/SIGINT drain workers and close connections.
 */
export async function startService(definition: ServiceDefinition, env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(env, definition.name);
  const logger = createLogger(definition.name, config.logLevel);
  const adapter = new FastifyAdapter({ bodyLimit: definition.bodyLimitBytes ?? 1024 * 1024, trustProxy: config.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(definition.module(config, logger), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.useGlobalFilters(new JsonErrorFilter(logger));
  app.enableShutdownHooks();
  await definition.configure?.(app, config, logger);
  await app.listen({ port: definition.port(config), host: '0.0.0.0' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : definition.port(config);
  logger.info({ port }, `${definition.name} listening`);
  return { app, config, logger, port };
}

/** The entry point of a service process: a bad configuration is one clear line and exit 1. */
export async function runServiceProcess(definition: ServiceDefinition): Promise<RunningService> {
  try {
    return await startService(definition);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${definition.name}: ${error.message}\n`);
    } else {
      process.stderr.write(`${definition.name} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  }
}
