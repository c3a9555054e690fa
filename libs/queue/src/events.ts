import type { Redis } from 'ioredis';
import { hubEventSchema, isDashboardEvent, type HubEvent } from '@solana-hub/contracts';

/** The one pub/sub channel of a stack; every gateway replica subscribes to it. */
export function eventChannel(prefix: string): string {
  return `${prefix}:events`;
}

export async function publishEvent(redis: Redis, prefix: string, event: HubEvent): Promise<void> {
  await publishEvents(redis, prefix, [event]);
}

/** The counter of the dashboards' event sequence (contracts' eventSequenceSchema). */
export function eventSequenceKey(prefix: string): string {
  return `${prefix}:event-seq`;
}

/**
 * Numbers the dashboard events and publishes every event, in order, in one step inside Redis:
 * numbers are given in the order subscribers receive them, whichever worker publishes, so a
 * subscriber that sees a number skipped knows events were lost, never merely reordered. ARGV[1]
 * is how many events to number; each event follows, its JSON object prefixed with 's' (to
 * number: its text gets "seq" as first key) or 'p' (published as it is).
 */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1])) - tonumber(ARGV[1])
for i = 2, #ARGV do
  local payload = string.sub(ARGV[i], 2)
  if string.sub(ARGV[i], 1, 1) == 's' then
    seq = seq + 1
    payload = '{"seq":' .. seq .. ',' .. string.sub(payload, 2)
  end
  redis.call('PUBLISH', KEYS[2], payload)
end
return seq`;

/** Several events in one round trip, in order; the dashboard events numbered (see PUBLISH_SCRIPT). */
export async function publishEvents(redis: Redis, prefix: string, events: readonly HubEvent[]): Promise<void> {
  if (events.length === 0) return;
  const numbered = events.filter(isDashboardEvent).length;
  const payloads = events.map((event) => {
    // The publisher's own number wins: a caller never sets one.
    const { seq: _ignored, ...rest } = event as HubEvent & { seq?: number };
    return `${isDashboardEvent(event) ? 's' : 'p'}${JSON.stringify(rest)}`;
  });
  await redis.eval(PUBLISH_SCRIPT, 2, eventSequenceKey(prefix), eventChannel(prefix), String(numbered), ...payloads);
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
