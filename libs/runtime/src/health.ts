import { Controller, Get, Header, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '@solana-hub/db';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DATABASE, REDIS } from './tokens.js';
import { Public } from './public-route.js';

/** One Prometheus registry per process; services add their own counters to it. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

/** `/health` says whether this process can reach what it needs; `/metrics` is for Prometheus. */
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: Metrics,
  ) {}

  @Get('health')
  async health() {
    const checks = {
      database: await this.check(() => sql`SELECT 1`.execute(this.db)),
      redis: await this.check(() => this.redis.ping()),
    };
    const ok = Object.values(checks).every((status) => status === 'ok');
    if (!ok) throw new HttpException({ message: `unhealthy: ${JSON.stringify(checks)}` }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ok', checks };
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async prometheus(): Promise<string> {
    return this.metrics.registry.metrics();
  }

  private async check(probe: () => Promise<unknown>): Promise<string> {
    try {
      await probe();
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
