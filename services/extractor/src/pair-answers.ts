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
 * The answer, else the message put among those waiting on it, in one step inside Redis: the
 * lookup remembers the answer before it reads who waits (PairAnswers.remember, then waiting), so
 * a message is either read by the lookup or finds its answer here, never neither.
 */
const ANSWER_OR_WAIT = `
local answer = redis.call('GET', KEYS[1])
if answer then return answer end
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return false`;

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

  /** The pair's answer; when there is none yet, the message waits on it and null is answered. */
  async answerOrWait(pair: string, message: { chatId: string; messageId: string }): Promise<PairAnswer | null> {
    const found = await this.redis.eval(
      ANSWER_OR_WAIT,
      2,
      this.answerKey(pair),
      this.waitingKey(pair),
      Date.now(),
      memberOf(message),
      WAITING_SECONDS,
    );
    return typeof found === 'string' ? parsedAnswer(found) : null;
  }

  async remembered(pair: string): Promise<PairAnswer | null> {
    const found = await this.redis.get(this.answerKey(pair));
    return found === null ? null : parsedAnswer(found);
  }

  /** Keeps the answer; a pair DexScreener does not know has no message to give a token to: they stay as stored. */
  async remember(pair: string, answer: PairAnswer): Promise<void> {
    const ttl = answer.base === null ? UNKNOWN_SECONDS : KNOWN_SECONDS;
    const remembering = this.redis.multi().set(this.answerKey(pair), JSON.stringify(answer), 'EX', ttl);
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
