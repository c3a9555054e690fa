import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { freePort, newSecret, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from '@solana-hub/tools';

/**
 * PostgreSQL and Redis of the fault runs' own, started from the machine's binaries in a
 * temporary directory: the runs restart them, which nobody may do to the shared servers.
 * Redis keeps its append-only file, so the queued jobs outlive a restart as in production. Both
 * ask for passwords as the launcher's private servers do.
 */
export interface FaultServers {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** A fresh, migrated database and a Redis prefix of its own, for one run. */
  forRun(): Promise<{ database: TestDatabase; redis: TestRedis }>;
  stop(): Promise<void>;
}

export async function startFaultServers(): Promise<FaultServers> {
  const dir = mkdtempSync(path.join(tmpdir(), 'solana-hub-faults-'));
  // As root, PostgreSQL runs as `postgres`, which must be able to reach its directory.
  chmodSync(dir, 0o755);
  const postgres = await startPrivatePostgres({
    dir: path.join(dir, 'pg'),
    preferredPort: await freePort(),
    database: 'faults',
    password: newSecret(24),
  });
  const redis = await startPrivateRedis({ dir: path.join(dir, 'redis'), preferredPort: await freePort(), password: newSecret(24) });
  return {
    postgres,
    redis,
    forRun: async () => ({ database: await createTestDatabase(postgres.serverUrl), redis: createTestRedis(redis.url) }),
    stop: async () => {
      await redis.stop();
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
