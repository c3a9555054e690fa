import { Tiktoken } from 'js-tiktoken/lite';
import type { ModelPrice, PromptMessage } from '@solana-hub/ai';

/*
 * Prompts are counted with OpenAI's own tokenizers (js-tiktoken, a port of tiktoken) rather than
 * the "4 characters a token" rule of thumb: alerts are full of emoji and base58 addresses, which
 * take far more tokens than English text of the same length.
 */

/** What the chat format adds: a few tokens around every message, and the start of the answer. */
const TOKENS_PER_MESSAGE = 3;
const TOKENS_TO_PRIME_ANSWER = 3;

type Encoding = ModelPrice['encoding'];

// A tokenizer's table is megabytes: loaded on the first estimate that needs it, then kept.
const tokenizers = new Map<Encoding, Promise<Tiktoken>>();

async function loadTokenizer(encoding: Encoding): Promise<Tiktoken> {
  const ranks = encoding === 'o200k_base' ? await import('js-tiktoken/ranks/o200k_base') : await import('js-tiktoken/ranks/cl100k_base');
  return new Tiktoken(ranks.default);
}

function tokenizer(encoding: Encoding): Promise<Tiktoken> {
  let loaded = tokenizers.get(encoding);
  if (!loaded) {
    loaded = loadTokenizer(encoding);
    tokenizers.set(encoding, loaded);
  }
  return loaded;
}

/** The prompt tokens a chat completion bills for these messages. */
export async function promptTokens(messages: readonly PromptMessage[], encoding: Encoding): Promise<number> {
  const tiktoken = await tokenizer(encoding);
  const content = messages.reduce(
    (sum, message) => sum + TOKENS_PER_MESSAGE + tiktoken.encode(message.role).length + tiktoken.encode(message.content).length,
    0,
  );
  return content + TOKENS_TO_PRIME_ANSWER;
}
