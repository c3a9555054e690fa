import type { Redis } from 'ioredis';
import { hubEventSchema, type HubEvent } from '@solana-hub/contracts';

/** The one pub/sub channel of a stack; every gateway replica subscribes to it. */
export function eventChannel(prefix: string): string {
  return `${prefix}:events`;
}

export async function publishEvent(redis: Redis, prefix: string, event: HubEvent): Promise<void> {
  await publishEvents(redis, prefix, [event]);
}

/** Several events in one round trip, in order. */
export async function publishEvents(redis: Redis, prefix: string, events: readonly HubEvent[]): Promise<void> {
  if (events.length === 0) return;
  const channel = eventChannel(prefix);
  const pipeline = redis.pipeline();
  for (const event of events) pipeline.publish(channel, JSON.stringify(event));
  const results = (await pipeline.exec()) ?? [];
  const failed = results.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
}

/**
 * Calls `onEvent` for every valid event. `subscriber` becomes a subscriber-mode connection and
 * must not be used for anything else; invalid payloads go to `onInvalid`, never to `onEvent`.
 */
export async function subscribeToEvents(
  subscriber: Redis,
  prefix: string,
  onEvent: (event: HubEvent) => void,
  onInvalid: (problem: string) => void,
): Promise<void> {
  const channel = eventChannel(prefix);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      onInvalid(`not JSON: ${payload.slice(0, 200)}`);
      return;
    }
    const parsed = hubEventSchema.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
    else onInvalid(parsed.error.message);
  });
  await subscriber.subscribe(channel);
}
