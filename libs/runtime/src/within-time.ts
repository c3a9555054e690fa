/**
 * `work`, or `failure()` thrown once `ms` have passed without it. A Redis command waits for the
 * reconnect while Redis is away (the workers need that); a request or a probe must not, so it
 * takes what it can get within its time and answers that it could not. The work itself goes
 * on and is ignored when it ends.
 */
export async function withinTime<T>(work: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
