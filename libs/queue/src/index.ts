export * from './queues.js';
export { connectRedis, isRedisUnavailable, type ConnectionLog } from './redis-connection.js';
export { Producer, type QueueJob } from './producer.js';
export { failedForGood, logWorkerErrors, startWorker, type JobHandler } from './worker.js';
export { eventChannel, publishEvent, publishEvents, subscribeToEvents } from './events.js';
export { JobRequests, type JobOutcome } from './job-requests.js';
export { ReplayRuns, type ReplayCounts, type ReplayOutcome } from './replay-runs.js';
/** Thrown by a job handler for a failure that retrying cannot fix: the job fails at once. */
export { UnrecoverableError } from 'bullmq';
