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

export function failureOf(error: unknown, timeoutMs: number, attempts: number): AiFailure {
  if (error instanceof APIConnectionTimeoutError) {
    return new AiFailure('timed-out', `AI request timed out: no answer within ${timeoutMs / 1000} s (${attempts} attempts)`, { cause: error });
  }
  return new AiFailure('failed', `AI request failed: ${reasonOf(error)}`, { cause: error });
}
