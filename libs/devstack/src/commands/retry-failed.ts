import { Queue } from 'bullmq';
import { loadConfig } from '@solana-hub/config';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';

const queueNames: readonly string[] = Object.values(QueueName);

/**
 * `npm run retry-failed -- [QUEUE]`: jobs that failed all their attempts stay in their queue's
 * failed set with their error; this lists them and sends them back, with their original ids.
 */
export async function retryFailed(args: readonly string[]): Promise<number> {
  const names = args.length > 0 ? args : queueNames;
  const unknown = names.filter((name) => !queueNames.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown queue ${unknown.join(', ')}; queues: ${queueNames.join(', ')}`);
    return 2;
  }
  const servers = await provisionServers(process.env, dataDir);
  const config = loadConfig({ ...process.env, REDIS_URL: servers.redisUrl }, 'extractor');
  const connection = connectRedis(config.redisUrl);
  try {
    for (const name of names) {
      const queue = new Queue(name, { connection, prefix: config.redisPrefix });
      const failed = await queue.getFailed();
      for (const job of failed) {
        console.log(`${name} ${job.id}: ${job.failedReason}`);
        await job.retry('failed');
      }
      console.log(`${name}: ${failed.length} failed job(s) sent back`);
      await queue.close();
    }
    return 0;
  } finally {
    connection.disconnect();
    await servers.stop();
  }
}
