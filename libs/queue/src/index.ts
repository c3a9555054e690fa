export * from './queues.js';
export { connectRedis, isRedisUnavailable, type ConnectionLog } from './redis-connection.js';
export { Producer, type QueueJob } from './producer.js';
export { startWorker, type JobHandler } from './worker.js';
export { QueueWorker, type QueueWorkerOptions, type WorkerLog } from './queue-worker.js';
export { QueueWorkers, drainBudgetMs, type AnyQueueRole, type QueueRole, type QueueWorkersOptions } from './queue-workers.js';
export { queuesOf, workerQueuesOf } from './worker-queues.js';
export { setJobSchedule, type JobSchedule } from './job-schedule.js';
export { eventChannel, publishEvent, publishEvents, subscribeToEvents } from './events.js';
export { Batcher, type BatcherOptions } from './batcher.js';
export { messagesCheckJobId } from './messages-check-job-id.js';
export { JobRequests, type JobOutcome } from './job-requests.js';
export { ReplayRuns, type ReplayCounts, type ReplayOutcome, type ReplayState } from './replay-runs.js';
export {
  newReplayRun,
  queueReplay,
  queueReplayChunks,
  queueReplayPage,
  REPLAY_CHUNK_SIZE,
  type MessageToReplay,
} from './replay-queueing.js';
/** Thrown by a job handler for a failure that retrying cannot fix: the job fails at once. */
export { UnrecoverableError } from 'bullmq';
export { workersOf } from './workers-count.js';
