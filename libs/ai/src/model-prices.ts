import type { AiModelId } from '@solana-hub/contracts';

/** What a model costs and how it counts tokens. */
export interface ModelPrice {
  /** US dollars per million prompt tokens */
  inputPerMillion: number;
  /** US dollars per million answer tokens (reasoning tokens are billed as answer tokens) */
  outputPerMillion: number;
  /** the tokenizer the model's prompts are counted with */
  encoding: 'o200k_base' | 'cl100k_base';
}

/**
 * OpenAI's standard-tier list prices of these models, as of 2026-11-22. Update the table, and
 * this date, when OpenAI changes them.
 */
export const MODEL_PRICES: Readonly<Record<AiModelId, ModelPrice>> = {
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4, encoding: 'o200k_base' },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2, encoding: 'o200k_base' },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10, encoding: 'o200k_base' },
  'gpt-3.5-turbo': { inputPerMillion: 0.5, outputPerMillion: 1.5, encoding: 'cl100k_base' },
  'gpt-4-turbo': { inputPerMillion: 10, outputPerMillion: 30, encoding: 'cl100k_base' },
};

/** What a chat completion billed, as OpenAI reports it in the answer's `usage`. */
export interface BilledTokens {
  prompt_tokens: number;
  /** reasoning tokens included */
  completion_tokens: number;
}

const PER_MILLION = 1_000_000;

/** The dollars a completion of `model` costs at the list price (cached prompt tokens counted in full). */
export function costOf(model: AiModelId, tokens: BilledTokens): number {
  const price = MODEL_PRICES[model];
  return (tokens.prompt_tokens * price.inputPerMillion + tokens.completion_tokens * price.outputPerMillion) / PER_MILLION;
}
