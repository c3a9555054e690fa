import type { Queue } from 'bullmq';

/** How many workers take jobs from the queue now; null when Redis does not say. */
export async function workersOf(queue: Queue): Promise<number | null> {
  try {
    return await queue.getWorkersCount();
  } catch {
    // A managed Redis may refuse CLIENT LIST, which the count is made from.
    return null;
  }
}
