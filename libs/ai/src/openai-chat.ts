import { setTimeout as sleep } from 'node:timers/promises';
import type OpenAI from 'openai';
import { APIError } from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { cleanText, describeZodError, type AiModelId } from '@solana-hub/contracts';
import { aiNotConfigured, failureOf, UnusableAnswer } from './ai-failure.js';
import type { PromptMessage } from './extraction-prompt.js';
import { costOf, factsOf, isShutDown, type BilledTokens } from './model-catalog.js';
import { openAiClient, secretsOf, type OpenAiSettings } from './openai-client.js';
import { AI_MAX_RETRIES, retryDelayMs } from './openai-retry.js';
import { ReasoningEfforts } from './reasoning-effort.js';

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

/** A 404 saying the model is gone (shut down, or not one this key can use). */
function isModelGone(error: unknown): error is APIError {
  return error instanceof APIError && error.status === 404 && (error.code === 'model_not_found' || error.param === 'model');
}

/** A completion and the model that gave it, which may stand in for the one asked. */
interface Completed {
  completion: ChatCompletion;
  model: AiModelId;
}

/**
 * The official OpenAI client, asked for JSON answers through chat completions. It sends each
 * model the parameters its family takes, asks AI_MODEL in place of a model OpenAI has shut
 * down, and retries what failed on OpenAI's side within a bounded wait. Every failure comes out
 * as an AiFailure saying why.
 */
export class OpenAiChat {
  private readonly client: OpenAI | null;
  private readonly efforts = new ReasoningEfforts();
  /** Models OpenAI answered 404 for, with its words, so later calls go to AI_MODEL straight away. */
  private readonly gone = new Map<AiModelId, string>();
  /** Models whose stand-in has been logged, so the log says it once per process. */
  private readonly announced = new Set<AiModelId>();

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly logger: Logger,
    /** Counts every answer OpenAI billed, usable or not; unset, nothing is counted. */
    private readonly spending: AiSpending | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.client = openAiClient(settings);
  }

  /** AI is optional: without an API key every answer is refused as not configured. */
  get configured(): boolean {
    return this.client !== null;
  }

  /** AI_MODEL: the model of a question that names none. */
  get defaultModel(): AiModelId {
    return this.settings.model;
  }

  /** The model's answer to the prompt, parsed as JSON and checked against `answerSchema`. */
  async answer<T>(model: AiModelId, messages: PromptMessage[], answerSchema: z.ZodType<T>): Promise<T> {
    const client = this.client;
    if (client === null) throw aiNotConfigured();
    const started = Date.now();
    try {
      const { completion, model: asked } = await this.complete(client, model, messages);
      const dollars = costOf(asked, billedTokens(completion, messages));
      // Counted before the answer is checked: an answer of the wrong shape is billed too.
      await this.count(dollars, asked);
      const answer = parsedAnswer(completion, answerSchema);
      this.logger.info(
        { model: asked, completionId: completion.id, usage: completion.usage, dollars, ms: Date.now() - started },
        'AI answer',
      );
      return answer;
    } catch (error) {
      const upstream = error instanceof APIError ? { status: error.status as number | undefined, requestId: error.requestID } : {};
      this.logger.warn({ err: error, model, ...upstream, ms: Date.now() - started }, 'AI request failed');
      throw failureOf(error, this.settings.timeoutMs, AI_MAX_RETRIES + 1, secretsOf(this.settings));
    }
  }

  /**
   * One completion: retried after a passing failure (retryDelayMs), asked again with the
   * reasoning effort OpenAI says the model takes, or of AI_MODEL when the model is gone.
   */
  private async complete(client: OpenAI, model: AiModelId, messages: PromptMessage[]): Promise<Completed> {
    let asked = this.modelToAsk(model);
    for (let retry = 0; ;) {
      try {
        return { completion: await client.chat.completions.create(this.request(asked, messages)), model: asked };
      } catch (error) {
        if (this.efforts.learnFrom(asked, error)) continue;
        if (isModelGone(error) && asked !== this.settings.model) {
          this.gone.set(asked, error.message);
          asked = this.modelToAsk(asked);
          continue;
        }
        const delayMs = retryDelayMs(error, retry);
        if (delayMs === null || retry >= AI_MAX_RETRIES) throw error;
        retry += 1;
        this.logger.warn({ err: error, model: asked, retry, delayMs: Math.round(delayMs) }, 'AI request failed; retrying');
        await sleep(delayMs);
      }
    }
  }

  private request(model: AiModelId, messages: PromptMessage[]): ChatCompletionCreateParamsNonStreaming {
    const effort = this.efforts.effortFor(model);
    return {
      model,
      messages,
      // JSON mode rather than a strict json_schema: the wizard's schemas leave some field types
      // open ({}), which strict mode refuses; the answer is checked with zod instead.
      response_format: { type: 'json_object' },
      ...(effort === null ? {} : { reasoning_effort: effort }),
    };
  }

  /** `model`, or AI_MODEL when OpenAI has shut `model` down (by the model table's date, or by its 404). */
  private modelToAsk(model: AiModelId): AiModelId {
    if (model === this.settings.model) return model;
    const shutdownDate = factsOf(model)?.shutdownDate;
    const why = this.gone.get(model) ?? (isShutDown(shutdownDate, this.now()) ? `OpenAI shut it down on ${shutdownDate}` : null);
    if (why === null) return model;
    if (!this.announced.has(model)) {
      this.announced.add(model);
      this.logger.warn(
        { model, standIn: this.settings.model, why },
        `AI model ${model} is gone (${why}): asking ${this.settings.model} (AI_MODEL) instead; choose another model in the templates that name it`,
      );
    }
    return this.settings.model;
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
