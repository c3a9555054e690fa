import { BadGatewayException, GatewayTimeoutException, ServiceUnavailableException, type HttpException } from '@nestjs/common';
import type { AiFailure } from '@solana-hub/ai';

/**
 * How a failed AI call is answered: 503 while no API key is set (AI help is optional, the
 * wizard carries on without it), 504 when OpenAI did not answer in time, else 502 saying why.
 */
export function httpErrorOf(failure: AiFailure): HttpException {
  switch (failure.kind) {
    case 'not-configured':
      return new ServiceUnavailableException(failure.message);
    case 'timed-out':
      return new GatewayTimeoutException(failure.message, { cause: failure });
    case 'failed':
      return new BadGatewayException(failure.message, { cause: failure });
  }
}
