import { serverErrorText } from '../../api/templates';

/** What went wrong, for the detail under a failure's text: the server's {error}, else the error's own message. */
export function failureDetail(error: unknown): string | undefined {
  return serverErrorText(error) ?? (error instanceof Error ? error.message : undefined);
}
