import type { Redis } from 'ioredis';
import { hubEventSchema, isDashboardEvent, type HubEvent, type HubEventName } from '@solana-hub/contracts';

/**
 * Events a service follows without the rest (the extractor its templates, the ingest its watch
 * list): each is also published on a channel of its own, so that such a subscriber is not sent
 * every stored message with its token row, which it would receive, parse and check for nothing.
 */
const EVENTS_FOLLOWED_ALONE = ['templates.changed', 'telegram.watch-list-changed'] as const satisfies readonly HubEventName[];
type EventFollowedAlone = (typeof EVENTS_FOLLOWED_ALONE)[number];

const isFollowedAlone = (name: HubEventName): name is EventFollowedAlone => (EVENTS_FOLLOWED_ALONE as readonly string[]).includes(name);

/**
 * The pub/sub channel of a stack's events, which every gateway replica subscribes to; with a
 * name, the channel of that event alone (EVENTS_FOLLOWED_ALONE).
 */
export function eventChannel(prefix: string, name?: EventFollowedAlone): string {
  return name === undefined ? `${prefix}:events` : `${prefix}:events:${name}`;
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
 * number: its text gets "seq" as first key), 'p' (published as it is) or 'c' followed by a
 * channel and a line feed (published as it is, and on that channel too; JSON text holds no raw
 * line feed).
 */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1])) - tonumber(ARGV[1])
for i = 2, #ARGV do
  local kind = string.sub(ARGV[i], 1, 1)
  local payload = string.sub(ARGV[i], 2)
  if kind == 's' then
    seq = seq + 1
    payload = '{"seq":' .. seq .. ',' .. string.sub(payload, 2)
  elseif kind == 'c' then
    local lineEnd = string.find(payload, '\\n', 1, true)
    redis.call('PUBLISH', string.sub(payload, 1, lineEnd - 1), string.sub(payload, lineEnd + 1))
    payload = string.sub(payload, lineEnd + 1)
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
    const json = JSON.stringify(rest);
    if (isDashboardEvent(event)) return `s${json}`;
    return isFollowedAlone(event.name) ? `c${eventChannel(prefix, event.name)}\n${json}` : `p${json}`;
  });
  await redis.eval(PUBLISH_SCRIPT, 2, eventSequenceKey(prefix), eventChannel(prefix), String(numbered), ...payloads);
}

/**
 * Calls `onEvent` for every valid event, or with `only` for the valid events of those names (from
 * their own channels: the others are never sent). `subscriber` becomes a subscriber-mode
 * connection and must not be used for anything else; invalid payloads go to `onInvalid`, never
 * to `onEvent`.
 */
export async function subscribeToEvents(
  subscriber: Redis,
  prefix: string,
  onEvent: (event: HubEvent) => void,
  onInvalid: (problem: string) => void,
  only?: readonly EventFollowedAlone[],
): Promise<void> {
  const channels = only ? only.map((name) => eventChannel(prefix, name)) : [eventChannel(prefix)];
  subscriber.on('message', (from: string, payload: string) => {
    if (!channels.includes(from)) return;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      onInvalid(`not JSON: ${payload.slice(0, 200)}`);
      return;
    }
    const parsed = hubEventSchema.safeParse(json);
    if (!parsed.success) onInvalid(parsed.error.message);
    else if (!only || (only as readonly string[]).includes(parsed.data.name)) onEvent(parsed.data);
  });
  await subscriber.subscribe(...channels);
}
