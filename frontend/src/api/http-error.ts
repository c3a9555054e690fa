import { apiErrorSchema } from '@solana-hub/contracts';

/** A non-ok HTTP answer; its message is status and text, e.g. "500: Internal Server Error". */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** The server's {error} of a refused call (`400: {"error": "..."}`); undefined for any other failure. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.message.replace(/^\d+: /, '');
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

/** What went wrong, for the detail under a failure's text: the server's {error}, else the error's own message. */
export function failureDetail(error: unknown): string | undefined {
  return serverErrorText(error) ?? (error instanceof Error ? error.message : undefined);
}
