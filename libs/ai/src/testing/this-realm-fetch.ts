import { z } from 'zod';

const nativeError = z.object({ name: z.string(), message: z.string() });

/**
 * Jest runs a test file in a realm of its own, where the errors of Node's fetch (the AbortError
 * of a request that timed out) are not `instanceof Error`: the OpenAI client then takes its own
 * timeout for a lost connection, which it does not outside jest. This fetch rethrows such errors
 * as errors of the test's realm, so the client under test behaves as it does in production.
 */
export function useFetchWithErrorsOfThisRealm(): void {
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    try {
      return await nodeFetch(input, init);
    } catch (error) {
      const foreign = error instanceof Error ? null : nativeError.safeParse(error);
      if (!foreign?.success) throw error;
      throw Object.assign(new Error(foreign.data.message), { name: foreign.data.name });
    }
  };
}
