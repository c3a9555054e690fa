import OpenAI, { APIError } from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { cleanText, describeZodError, type AiModelId } from '@solana-hub/contracts';
import { aiNotConfigured, failureOf, UnusableAnswer } from './ai-failure.js';
import type { PromptMessage } from './extraction-prompt.js';
import { costOf, type BilledTokens } from './model-prices.js';

/**
 * Retries of a request that failed on OpenAI's side (429, 5xx, a timeout, a lost connection);
 * the client waits about 0.5 s, then 1 s, or what OpenAI's Retry-After says.
 */
export const AI_MAX_RETRIES = 2;

/** The gpt-5 models think before they answer; reading an alert needs little of it, and thinking is billed. */
const REASONING_MODELS: ReadonlySet<AiModelId> = new Set(['gpt-5-nano', 'gpt-5-mini', 'gpt-5']);

/** The model's first answer as text, or why there is none to use. */
function answerText(completion: ChatCompletion): string {
  const choice = completion.choices[0];
  if (!choice) throw new UnusableAnswer('OpenAI answered no choice');
  if (choice.message.refusal) throw new UnusableAnswer(`the model refused: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length')
    throw new UnusableAnswer("the model's answer was cut off at its length limit", choice.message.content ?? '');
  if (choice.finish_reason === 'content_filter') throw new UnusableAnswer("OpenAI's content filter withheld the model's answer");
  if (!choice.message.content) throw new UnusableAnswer('the model answered nothing');
  return choice.message.content;
}

/**
 * Every string of an answer as PostgreSQL can store it (cleanText): a model can be talked into
 * answering `\u0000` by the message it reads, and the stored message would then refuse it on
 * every attempt.
 */
function storableStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? cleanText(value) : value;
}

function parsedAnswer<T>(completion: ChatCompletion, schema: z.ZodType<T>): T {
  const text = answerText(completion);
  let json: unknown;
  try {
    json = JSON.parse(text, storableStrings);
  } catch {
    throw new UnusableAnswer("the model's answer is not valid JSON", text);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnusableAnswer(`the model's answer is not of the asked shape (${describeZodError(parsed.error)})`, text);
  return parsed.data;
}

/** Where OpenAI is and how long to wait for it (config.openAi); no API key means no AI. */
export interface OpenAiSettings {
  apiKey: string | null;
  baseUrl: string | null;
  timeoutMs: number;
}

/** Told what each answer cost, to count it against a budget. */
export interface AiSpending {
  spent(dollars: number, model: AiModelId): Promise<void>;
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * What a completion billed. A server that reports no usage (some OpenAI-compatible proxies) is
 * counted high rather than free: a token is at least one byte of text, so the bytes of the
 * prompt and of the answer bound its tokens (reasoning tokens aside).
 */
function billedTokens(completion: ChatCompletion, messages: readonly PromptMessage[]): BilledTokens {
  if (completion.usage) return completion.usage;
  const answer = completion.choices[0]?.message.content ?? '';
  return { prompt_tokens: messages.reduce((sum, message) => sum + utf8Bytes(message.content), 0), completion_tokens: utf8Bytes(answer) };
}

/**
 * The official OpenAI client, asked for JSON answers through chat completions. Every failure
 * comes out as an AiFailure saying why.
 */
export class OpenAiChat {
  private readonly client: OpenAI | null;
  private readonly timeoutMs: number;

  private readonly secrets: string[];

  constructor(
    { apiKey, baseUrl, timeoutMs }: OpenAiSettings,
    private readonly logger: Logger,
    /** Counts every answer OpenAI billed, usable or not; unset, nothing is counted. */
    private readonly spending: AiSpending | null = null,
  ) {
    this.timeoutMs = timeoutMs;
    this.client =
      apiKey === null ? null : new OpenAI({ apiKey, baseURL: baseUrl ?? undefined, timeout: timeoutMs, maxRetries: AI_MAX_RETRIES });
    this.secrets = [apiKey, baseUrl].filter((secret): secret is string => secret !== null);
  }

  /** AI is optional: without an API key every answer is refused as not configured. */
  get configured(): boolean {
    return this.client !== null;
  }

  /** The model's answer to the prompt, parsed as JSON and checked against `answerSchema`. */
  async answer<T>(model: AiModelId, messages: PromptMessage[], answerSchema: z.ZodType<T>): Promise<T> {
    const client = this.client;
    if (client === null) throw aiNotConfigured();
    const started = Date.now();
    try {
      const completion = await client.chat.completions.create({
        model,
        messages,
        // JSON mode rather than a strict json_schema: the wizard's schemas leave some field types
        // open ({}), which strict mode refuses; the answer is checked with zod instead.
        response_format: { type: 'json_object' },
        ...(REASONING_MODELS.has(model) ? { reasoning_effort: 'minimal' as const } : {}),
      });
      const dollars = costOf(model, billedTokens(completion, messages));
      // Counted before the answer is checked: an answer of the wrong shape is billed too.
      await this.count(dollars, model);
      const answer = parsedAnswer(completion, answerSchema);
      this.logger.info({ model, completionId: completion.id, usage: completion.usage, dollars, ms: Date.now() - started }, 'AI answer');
      return answer;
    } catch (error) {
      const upstream = error instanceof APIError ? { status: error.status, requestId: error.requestID } : {};
      this.logger.warn({ err: error, model, ...upstream, ms: Date.now() - started }, 'AI request failed');
      throw failureOf(error, this.timeoutMs, AI_MAX_RETRIES + 1, this.secrets);
    }
  }

  /**
   * An answer in hand is used even when its cost cannot be counted (Redis away): failing it
   * would only ask, and pay, again.
   */
  private async count(dollars: number, model: AiModelId): Promise<void> {
    try {
      await this.spending?.spent(dollars, model);
    } catch (error) {
      this.logger.warn({ err: error, model, dollars }, 'could not count the cost of an AI answer against the budget');
    }
  }
}
