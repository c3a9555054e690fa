import { ExternalApiError } from '@solana-hub/providers';

/** The ExternalApiError a provider call fails with; any other outcome fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<ExternalApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ExternalApiError)) throw new Error(`expected an ExternalApiError, got ${String(error)}`);
  return error;
}
