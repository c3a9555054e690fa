export * from './queues.js';
export { connectRedis } from './redis-connection.js';
export { Producer, type QueueJob } from './producer.js';
export { startWorker, type JobHandler } from './worker.js';
export { eventChannel, publishEvent, publishEvents, subscribeToEvents } from './events.js';
