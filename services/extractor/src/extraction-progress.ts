/**
 * Where the extraction thread is, in memory it shares with the main thread (workerData.progress):
 * the batch and the message of it being extracted, the template that message matched, and how
 * many messages it has started. A thread stuck in one message stops counting, whatever holds
 * it, and the main thread's watchdog sees it (threaded-extraction.ts). Its own module, so the
 * thread loads nothing else of the main thread's.
 */
export const PROGRESS = { batch: 0, message: 1, template: 2, started: 3 } as const;
export const PROGRESS_SLOTS = 4;
/** PROGRESS.batch while the thread waits for work. */
export const IDLE = 0;
/** PROGRESS.template while the message is being classified, before it has matched a template. */
export const CLASSIFYING = -1;
