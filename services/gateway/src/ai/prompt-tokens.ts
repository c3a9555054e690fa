import { Tiktoken } from 'js-tiktoken/lite';
import type { PromptMessage } from '@solana-hub/ai';

/*
 * Prompts are counted with OpenAI's own tokenizers (js-tiktoken, a port of tiktoken) rather than
 * the "4 characters a token" rule of thumb: alerts are full of emoji and base58 addresses, which
 * take far more tokens than English text of the same length.
 */

/** What the chat format adds: a few tokens around every message, and the start of the answer. */
const TOKENS_PER_MESSAGE = 3;
const TOKENS_TO_PRIME_ANSWER = 3;

// The tokenizer's table is megabytes: loaded on the first estimate, then kept. Every model the
// product offers counts with o200k_base.
let loaded: Promise<Tiktoken> | null = null;

function tokenizer(): Promise<Tiktoken> {
  loaded ??= import('js-tiktoken/ranks/o200k_base').then((ranks) => new Tiktoken(ranks.default));
  return loaded;
}

/** The prompt tokens a chat completion bills for these messages. */
export async function promptTokens(messages: readonly PromptMessage[]): Promise<number> {
  const tiktoken = await tokenizer();
  const content = messages.reduce(
    (sum, message) => sum + TOKENS_PER_MESSAGE + tiktoken.encode(message.role).length + tiktoken.encode(message.content).length,
    0,
  );
  return content + TOKENS_TO_PRIME_ANSWER;
}
