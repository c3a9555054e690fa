import { BadGatewayException, GatewayTimeoutException, ServiceUnavailableException, type HttpException } from '@nestjs/common';
import { APIConnectionError, APIConnectionTimeoutError } from 'openai';

export const AI_NOT_CONFIGURED = 'AI is not configured: set OPENAI_API_KEY';

export function aiNotConfigured(): HttpException {
  return new ServiceUnavailableException(AI_NOT_CONFIGURED);
}

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

/** Why a request failed, in words: OpenAI's status and message, the network's, or the answer's fault. */
function reasonOf(error: unknown): string {
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? error.cause.message : error.message;
    return `could not reach the AI service (${cause})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * How a failed AI request is answered, once the client's retries are spent: 504 when OpenAI did
 * not answer in time, else 502 saying why.
 */
export function failureAnswer(error: unknown, timeoutMs: number, attempts: number): HttpException {
  if (error instanceof APIConnectionTimeoutError) {
    return new GatewayTimeoutException(`AI request timed out: no answer within ${timeoutMs / 1000} s (${attempts} attempts)`, { cause: error });
  }
  return new BadGatewayException(`AI request failed: ${reasonOf(error)}`, { cause: error });
}
