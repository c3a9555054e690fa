import type { RawMessage } from '@solana-hub/contracts';
import { findAddresses, parseTemplate, UNKNOWN_MESSAGE_TYPE, type ReadAlert, type Template } from '@solana-hub/extraction';

/**
 * The AI fallback (AI_FALLBACK, on by default when OPENAI_API_KEY is set): a message no template
 * knows, from which the reader got no token, is asked of AI_FALLBACK_MODEL once, through the same
 * `ai-extraction` queue, budget and stored answers as templates' `ai` extractors.
 *
 * It is a template of `ai` extractors aimed at the token's columns, named as the type of a
 * message no template matches and without patterns, so it never matches a message itself: the
 * engine reads a message of that type with it, and with the model's answers once they are in.
 * The engine takes an answer's address only when the message states it (read-alert.ts), and a
 * name or symbol only when the message writes it, so a model that invents one changes nothing.
 */
export function aiFallbackTemplate(model: string): Template {
  return parseTemplate({
    name: UNKNOWN_MESSAGE_TYPE,
    display_name: 'AI fallback for messages no template knows',
    enabled: true,
    priority: 0,
    patterns: [],
    extractors: [
      {
        name: 'token_address',
        type: 'ai',
        ai_model: model,
        ai_prompt:
          'The contract (mint) address of the one crypto token this message announces, copied exactly as the message writes it; null when it announces no token or several',
        target_field: 'token_address',
      },
      {
        name: 'token_name',
        type: 'ai',
        ai_model: model,
        ai_prompt: "That token's name as the message writes it",
        target_field: 'name',
      },
      {
        name: 'token_symbol',
        type: 'ai',
        ai_model: model,
        ai_prompt: "That token's ticker symbol, without the $",
        target_field: 'symbol',
      },
      {
        name: 'market_cap',
        type: 'ai',
        ai_model: model,
        ai_prompt: "That token's current market cap in US dollars, as a plain number",
        target_field: 'market_cap',
        post_processor: 'parseAmount',
      },
    ],
  });
}

/** The templates the extractor reads with: the stored ones, and the fallback asking `fallbackModel` when it is on. */
export function withAiFallback(templates: readonly Template[], fallbackModel: string | null): readonly Template[] {
  return fallbackModel === null ? templates : [...templates, aiFallbackTemplate(fallbackModel)];
}

/**
 * The most distinct addresses a message the fallback asks about may hold: the reader gives no
 * token for a post naming three or more (a leaderboard, a digest, a wallet list), and the
 * fallback must not make one up from it either.
 */
const MAX_ADDRESSES_ASKED_ABOUT = 2;

/**
 * Whether a message the fallback template read is one to ask the model about: the reader got
 * no token from it, and it holds one or two address-shaped strings (in its text or its links),
 * since an answer naming an address the message does not state is refused anyway.
 */
export function asksAiFallback(alert: ReadAlert, raw: Pick<RawMessage, 'text' | 'links'>): boolean {
  if (alert.token !== null) return false;
  const addresses = new Set([raw.text, ...raw.links].flatMap((text) => findAddresses(text).map((found) => found.address)));
  return addresses.size > 0 && addresses.size <= MAX_ADDRESSES_ASKED_ABOUT;
}

/**
 * Whether `template` is reached only as the one of messages no template matched: named so, and
 * without a pattern of its own. Checked by shape, not identity: the extraction thread holds
 * copies of the templates.
 */
export function isAiFallback(template: Template | undefined): boolean {
  return template?.name === UNKNOWN_MESSAGE_TYPE && !template.patterns.some((pattern) => pattern.enabled);
}
