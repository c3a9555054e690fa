import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { OpenAiChat } from '@solana-hub/ai';
import type { AiQuestion } from './ai-question.js';
import { askAiExtractors } from './ask-ai-extractors.js';

/** A week: the same alert reposted across channels comes within hours, a replay of stored messages within days. */
export const AI_ANSWER_TTL_SECONDS = 7 * 24 * 3600;

const answersSchema = z.record(z.string(), z.unknown());

/** Answers as stored; none when absent or unreadable (one stored by an older extractor may not have today's shape): asked again then. */
function storedAnswers(stored: string | null): Record<string, unknown> | null {
  if (stored === null) return null;
  try {
    const parsed = answersSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The model's answers by question key (a hash of the message text and of what is asked, see
 * ai-question.ts), in Redis for every replica: the same text asked the same question, in
 * another chat, another message id or a replay, is answered once and paid for once.
 */
export class AiAnswerCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly chat: OpenAiChat,
  ) {}

  /** The answers given before to this question about this text, else the model's (kept for the next). */
  async answers(question: AiQuestion, text: string): Promise<{ answers: Record<string, unknown>; cached: boolean }> {
    const key = `${this.prefix}:ai-extraction:answers:${question.key}`;
    const stored = storedAnswers(await this.redis.get(key));
    if (stored) return { answers: stored, cached: true };
    const answers = await askAiExtractors(this.chat, text, question.extractors);
    await this.redis.set(key, JSON.stringify(answers), 'EX', AI_ANSWER_TTL_SECONDS);
    return { answers, cached: false };
  }
}
