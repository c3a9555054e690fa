import OpenAI from 'openai';

/** Where OpenAI is, how long to wait for it and which model stands in for a retired one (config.openAi). */
export interface OpenAiSettings {
  /** No API key means no AI. */
  apiKey: string | null;
  baseUrl: string | null;
  timeoutMs: number;
  /** AI_MODEL: asked in place of a model OpenAI has shut down. */
  model: string;
}

/**
 * The official client, or null without an API key. It makes one attempt per call: the callers
 * retry themselves (openai-retry.ts), because the package waits for any Retry-After OpenAI sends.
 */
export function openAiClient({ apiKey, baseUrl, timeoutMs }: OpenAiSettings): OpenAI | null {
  return apiKey === null ? null : new OpenAI({ apiKey, baseURL: baseUrl ?? undefined, timeout: timeoutMs, maxRetries: 0 });
}

/** The API key and the base URL (a proxy's may carry credentials), never to be written in a message. */
export function secretsOf({ apiKey, baseUrl }: OpenAiSettings): string[] {
  return [apiKey, baseUrl].filter((secret): secret is string => secret !== null);
}
