import { Controller, Get, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '@solana-hub/db';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DATABASE, LOGGER, REDIS } from './tokens.js';
import { Public } from './public-route.js';
import { withinTime } from './within-time.js';

/** One Prometheus registry per process; services add their own counters to it. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

/**
 * A check that has not answered by then has failed: a server that is away must not hold
 * /health open (Redis commands wait for the reconnect), and probes give up after a few seconds.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/**
 * A check a service adds to its /health beside the database and Redis (a source's connection to
 * Telegram, say): 'ok', or a few words on what is wrong. /health is public, so the words name no
 * host, user or secret; the service logs the detail itself.
 */
export type HealthCheck = () => string | Promise<string>;

/** The service's own checks; a provider adds its check when it is built. */
@Injectable()
export class HealthChecks {
  private readonly checks = new Map<string, HealthCheck>();

  add(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  entries(): ReadonlyArray<[string, HealthCheck]> {
    return [...this.checks];
  }
}

/**
 * `/health` says whether this process can reach what it needs. It stays on the service's own
 * port: load balancers, container health checks and Kubernetes probes ask the port that carries
 * the traffic, and it names no host or figure. (/metrics has a port of its own: metrics-server.ts.)
 * A failing check is named with a generic reason: the error's own text names hosts, ports and
 * users, which a public /health must not show. The detail goes to the log, once per outage.
 */
@Public()
@Controller()
export class HealthController {
  private readonly failing = new Set<string>();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly serviceChecks: HealthChecks,
  ) {}

  @Get('health')
  async health() {
    const all: Array<[string, HealthCheck]> = [
      ['database', async () => (await sql`SELECT 1`.execute(this.db), 'ok')],
      ['redis', async () => (await this.redis.ping(), 'ok')],
      ...this.serviceChecks.entries(),
    ];
    const checks = Object.fromEntries(await Promise.all(all.map(async ([name, check]) => [name, await this.check(name, check)] as const)));
    const down = Object.entries(checks).filter(([, status]) => status !== 'ok');
    if (down.length > 0) {
      throw new HttpException(
        { message: `unhealthy: ${down.map(([name, status]) => `${name} ${status}`).join(', ')}` },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    return { status: 'ok', checks };
  }

  /** The check's status; one that throws or takes too long is 'unreachable'. */
  private async check(name: string, check: HealthCheck): Promise<string> {
    try {
      const status = await withinTime(
        Promise.resolve().then(check),
        HEALTH_CHECK_TIMEOUT_MS,
        () => new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`),
      );
      if (this.failing.delete(name)) this.logger.info({ check: name }, 'health check passes again');
      return status;
    } catch (error) {
      if (!this.failing.has(name)) this.logger.warn({ check: name, err: error }, 'health check failed');
      this.failing.add(name);
      return 'unreachable';
    }
  }
}
