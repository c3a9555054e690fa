import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { loadConfig } from '@solana-hub/config';
import { reprocessProgressSchema, reprocessSelectionSchema } from '@solana-hub/contracts';
import { connectRedis, Producer, QueueName } from '@solana-hub/queue';
import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';

const USAGE = `usage: npm run reprocess -- [--from ISO] [--to ISO] [--chat ID] [--type MESSAGE_TYPE] [--only-reclassified]
Extracts stored messages again with the current templates and rebuilds their tokens.
The extractor of a running stack (npm start) does the work; this shows its progress.`;

/** `npm run reprocess`: queues a reprocessing job and follows it to the end. */
export async function reprocess(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      chat: { type: 'string' },
      type: { type: 'string' },
      'only-reclassified': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const selection = reprocessSelectionSchema.parse({
    from: values.from,
    to: values.to,
    chatId: values.chat,
    messageType: values.type,
    onlyReclassified: values['only-reclassified'],
  });
  const servers = await provisionServers(process.env, dataDir);
  const config = loadConfig({ ...process.env, REDIS_URL: servers.redisUrl }, 'extractor');
  const connection = connectRedis(config.redisUrl);
  const producer = new Producer(QueueName.Reprocess, connection, config.redisPrefix);
  const queue = new Queue(QueueName.Reprocess, { connection, prefix: config.redisPrefix });
  const id = `reprocess_${Date.now()}`;
  try {
    await producer.add({ id, payload: selection });
    console.log(`queued ${id}; waiting for the extractor...`);
    return await follow(queue, id);
  } finally {
    await producer.close();
    await queue.close();
    connection.disconnect();
    await servers.stop();
  }
}

async function follow(queue: Queue, id: string): Promise<number> {
  let waited = 0;
  for (;;) {
    const job = await queue.getJob(id);
    if (!job) throw new Error(`job ${id} disappeared`);
    const progress = reprocessProgressSchema.safeParse(job.progress);
    if (progress.success) {
      const { processed, total, rewritten, tokensRebuilt } = progress.data;
      process.stdout.write(`\r${processed}/${total} messages, ${rewritten} rewritten, ${tokensRebuilt} token rebuilds`);
    } else if (++waited === 10) {
      console.log('no extractor has taken the job yet: is the stack running (npm start)?');
    }
    if (await job.isCompleted()) {
      console.log('\ndone');
      return 0;
    }
    if (await job.isFailed()) {
      console.error(`\nfailed: ${job.failedReason}`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
