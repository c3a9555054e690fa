import { APIConnectionError, APIConnectionTimeoutError } from 'openai';

export const AI_NOT_CONFIGURED = 'AI is not configured: set OPENAI_API_KEY';

/** The model answered, but not what it was asked for; `answer` is kept for the log. */
export class UnusableAnswer extends Error {
  readonly answer: string | undefined;

  constructor(reason: string, answer?: string) {
    super(reason);
    this.name = 'UnusableAnswer';
    // Enough of it to see what went wrong, not a whole runaway answer in every log line.
    this.answer = answer?.slice(0, 500);
  }
}

/**
 * Why there is no AI answer, once the client's retries are spent: no API key, no answer in
 * time, or anything else (OpenAI's error, the network's, an answer of the wrong shape). The
 * message says it in words a user can act on; each caller turns the kind into its own answer
 * (the gateway into an HTTP status, a queue job into a retry).
 */
export class AiFailure extends Error {
  constructor(
    readonly kind: 'not-configured' | 'timed-out' | 'failed',
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'AiFailure';
  }
}

export function aiNotConfigured(): AiFailure {
  return new AiFailure('not-configured', AI_NOT_CONFIGURED);
}

/** Why a request failed, in words: OpenAI's status and message, the network's, or the answer's fault. */
function reasonOf(error: unknown): string {
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? error.cause.message : error.message;
    return `could not reach the AI service (${cause})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** An OpenAI key as OpenAI writes it in its errors, whole or masked ('sk-proj-abc1****wxyz'). */
const API_KEY = /\bsk-[\w*-]+/g;

/**
 * The reason without the API key or the base URL (a proxy's may carry credentials): the
 * gateway answers it to the browser, and OpenAI's 401 quotes part of the key.
 */
function withoutSecrets(reason: string, secrets: readonly string[]): string {
  const hidden = secrets.reduce((text, secret) => text.replaceAll(secret, '[hidden]'), reason);
  return hidden.replace(API_KEY, 'sk-[hidden]');
}

/** `secrets`: the API key and the base URL, never to be written in the failure's message. */
export function failureOf(error: unknown, timeoutMs: number, attempts: number, secrets: readonly string[] = []): AiFailure {
  if (error instanceof APIConnectionTimeoutError) {
    return new AiFailure('timed-out', `AI request timed out: no answer within ${timeoutMs / 1000} s (${attempts} attempts)`, {
      cause: error,
    });
  }
  return new AiFailure('failed', `AI request failed: ${withoutSecrets(reasonOf(error), secrets)}`, { cause: error });
}
