import type { Redis } from 'ioredis';
import { z } from 'zod';

const DAY_SECONDS = 24 * 3_600;
/** A pair's base token never changes; a week keeps in Redis the pairs channels still post. */
const KNOWN_SECONDS = 7 * DAY_SECONDS;
/** A pair DexScreener does not know (a mint's page, or a pool too new to be listed yet) is asked again after this. */
const UNKNOWN_SECONDS = 10 * 60;
/** How long messages wait on a pair's answer: longer than its lookup's retries (some 2.3 hours). */
const WAITING_SECONDS = DAY_SECONDS;

const answerSchema = z.object({
  base: z.object({ address: z.string(), name: z.string().nullable(), symbol: z.string().nullable(), pairAddress: z.string() }).nullable(),
});
/** What DexScreener answered about a pair: its base token, or null for a pair it does not know. */
export type PairAnswer = z.infer<typeof answerSchema>;

const memberSchema = z.tuple([z.string(), z.string()]);

/** A stored (or being stored) message waiting on a pair's answer, and since when, in ms. */
export interface WaitingMessage {
  chatId: string;
  messageId: string;
  since: number;
}

/**
 * How long a pair's lookup counts as pending at most (PairLookupBound): longer than its retries
 * (some 2.3 hours), so only a lookup that failed for good, or was lost, frees its place this way.
 */
const PENDING_MS = 3 * 3_600_000;

/**
 * How many pair lookups may be unanswered at once, all chats and replicas together, and of them
 * how many one chat may have queued: a channel (or several) posting pair after pair would
 * otherwise queue a lookup each, and the messages waiting on them, without end.
 */
export interface PairLookupBound {
  maxPending: number;
  maxPendingPerChat: number;
}

/**
 * The pair's answer; else `ask` (the message waits on the pair: its lookup is to be queued), or
 * `over` one of the bounds (of all chats, or of the message's chat): nothing waits, nothing is queued.
 */
export type AnswerOrWait = { kind: 'answer'; answer: PairAnswer } | { kind: 'ask' } | { kind: 'over'; bound: 'all' | 'chat' };

/**
 * The answer, else the message put among those waiting on it, in one step inside Redis: the
 * lookup remembers the answer before it reads who waits (PairAnswers.remember, then waiting), so
 * a message is either read by the lookup or finds its answer here, never neither.
 *
 * A pair not pending yet is admitted first, or refused, in the same step (no replica can slip in
 * between a count and an add): pending (KEYS[3]) holds every unanswered pair by when its place
 * lapses, the chat's set (KEYS[4]) those its messages brought in. A pair answered leaves pending
 * (remember); the chat's set drops it when the chat is at its bound, so that only pairs still
 * pending count (a pair answered, then pending again for another chat, counts for both until
 * then: rare, and on the safe side).
 */
const ANSWER_OR_WAIT = `
local answer = redis.call('GET', KEYS[1])
if answer then return {'answer', answer} end
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
if not redis.call('ZSCORE', KEYS[3], ARGV[4]) then
  if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then return {'over', 'all'} end
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
  if redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[7]) then
    for _, pair in ipairs(redis.call('ZRANGE', KEYS[4], 0, -1)) do
      if not redis.call('ZSCORE', KEYS[3], pair) then redis.call('ZREM', KEYS[4], pair) end
    end
    if redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[7]) then return {'over', 'chat'} end
  end
  local lapses = now + tonumber(ARGV[5])
  redis.call('ZADD', KEYS[3], lapses, ARGV[4])
  redis.call('PEXPIRE', KEYS[3], ARGV[5])
  redis.call('ZADD', KEYS[4], lapses, ARGV[4])
  redis.call('PEXPIRE', KEYS[4], ARGV[5])
end
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return {'waits'}`;

const scriptAnswerSchema = z.union([
  z.tuple([z.literal('answer'), z.string()]),
  z.tuple([z.literal('over'), z.enum(['all', 'chat'])]),
  z.tuple([z.literal('waits')]),
]);

/**
 * DexScreener's answers about pairs, shared in Redis by every extractor replica, and the
 * messages waiting on a pair not answered yet. A pair is keyed as DexScreener reads it,
 * whatever the case its page's URL wrote it in.
 */
export class PairAnswers {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * The pair's answer; when there is none yet, the message waits on it, unless the pair is not
   * pending yet and `bound` has no room for it.
   */
  async answerOrWait(pair: string, message: { chatId: string; messageId: string }, bound: PairLookupBound): Promise<AnswerOrWait> {
    const found = scriptAnswerSchema.parse(
      await this.redis.eval(
        ANSWER_OR_WAIT,
        4,
        this.answerKey(pair),
        this.waitingKey(pair),
        this.pendingKey(),
        `${this.pendingKey()}:chat:${message.chatId}`,
        Date.now(),
        memberOf(message),
        WAITING_SECONDS,
        pairKey(pair),
        PENDING_MS,
        bound.maxPending,
        bound.maxPendingPerChat,
      ),
    );
    if (found[0] === 'over') return { kind: 'over', bound: found[1] };
    if (found[0] === 'waits') return { kind: 'ask' };
    // An answer that does not parse (written by another version) counts as none: the pair is asked again.
    const answer = parsedAnswer(found[1]);
    return answer === null ? { kind: 'ask' } : { kind: 'answer', answer };
  }

  /** How many pair lookups are pending now, all chats together. */
  async pendingCount(): Promise<number> {
    return this.redis.zcount(this.pendingKey(), Date.now(), '+inf');
  }

  async remembered(pair: string): Promise<PairAnswer | null> {
    const found = await this.redis.get(this.answerKey(pair));
    return found === null ? null : parsedAnswer(found);
  }

  /** Keeps the answer; a pair DexScreener does not know has no message to give a token to: they stay as stored. */
  async remember(pair: string, answer: PairAnswer): Promise<void> {
    const ttl = answer.base === null ? UNKNOWN_SECONDS : KNOWN_SECONDS;
    // Answered, the lookup no longer takes a place of the bound.
    const remembering = this.redis
      .multi()
      .set(this.answerKey(pair), JSON.stringify(answer), 'EX', ttl)
      .zrem(this.pendingKey(), pairKey(pair));
    if (answer.base === null) remembering.del(this.waitingKey(pair));
    await remembering.exec();
  }

  async waiting(pair: string): Promise<WaitingMessage[]> {
    const flat = await this.redis.zrange(this.waitingKey(pair), '0', '-1', 'WITHSCORES');
    const messages: WaitingMessage[] = [];
    for (let at = 0; at + 1 < flat.length; at += 2) {
      const member = memberSchema.safeParse(parseJson(flat[at] ?? ''));
      if (member.success) messages.push({ chatId: member.data[0], messageId: member.data[1], since: Number(flat[at + 1]) });
    }
    return messages;
  }

  /** The messages no longer wait on the pair. */
  async served(pair: string, messages: ReadonlyArray<{ chatId: string; messageId: string }>): Promise<void> {
    if (messages.length > 0) await this.redis.zrem(this.waitingKey(pair), ...messages.map(memberOf));
  }

  private answerKey(pair: string): string {
    return `${this.prefix}:pair-token:${pairKey(pair)}`;
  }

  private waitingKey(pair: string): string {
    return `${this.prefix}:pair-waiting:${pairKey(pair)}`;
  }

  private pendingKey(): string {
    return `${this.prefix}:pair-pending`;
  }
}

/** A pair as DexScreener reads it: its pages write addresses in lower case as often as not. */
export function pairKey(pair: string): string {
  return pair.toLowerCase();
}

function memberOf(message: { chatId: string; messageId: string }): string {
  return JSON.stringify([message.chatId, message.messageId]);
}

/** A remembered answer; one that does not parse (written by another version) counts as none, and is asked again. */
function parsedAnswer(text: string): PairAnswer | null {
  const parsed = answerSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
