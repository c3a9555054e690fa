import type { Chain } from './address-scan.js';
import { extractAlertOn, type ExtractedAlert, type ExtractedToken } from './extract-alert.js';
import { readMessage, type AlertMessage } from './engine/alert-message.js';
import { runExtractorsOn, type AiAnswers, type ExtractorResults, type FieldToAccumulate } from './engine/run-extractors.js';
import type { Extractor, Template } from './engine/template.js';
import { parseMarketCap } from './market-cap.js';
import { isEvmAddress, isSolanaAddress } from './solana-address.js';
import { stripInvisibleMarks } from './plain-text.js';
import { plausibleTokenName, plausibleTokenSymbol } from './token-names.js';

/** Everything the engine reads from one alert message: the alert and its template's fields. */
export interface ReadAlert extends ExtractedAlert {
  description: string | null;
  twitterMentions: number | null;
  /** What the template's extractors found, by extractor name. */
  fields: Record<string, unknown>;
  /** The fields that combine across the token's messages. */
  toAccumulate: FieldToAccumulate[];
  /** The matched template's `ai` extractors: what the AI is to be asked about this message. */
  aiExtractors: Extractor[];
}

/** The largest count a message column holds (PostgreSQL integer). */
const MAX_COUNT = 2_147_483_647;

/**
 * A count, such as the twitter mentions, as its integer column takes it: a whole number from 0
 * to MAX_COUNT (a fraction is cut to its whole part), else none. Anything else would fail the
 * write of the batch the message is in.
 */
function countOrNull(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && number >= 0 && number <= MAX_COUNT ? Math.trunc(number) : null;
}

function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = stripInvisibleMarks(value).trim();
  return text === '' ? null : text;
}

function chainOf(address: string): Chain | null {
  if (isSolanaAddress(address)) return 'solana';
  return isEvmAddress(address) ? 'evm' : null;
}

/**
 * The address an extractor targeted at token_address, when it is one (a word is not) and the
 * message states it (an AI's answer may name an address the message never did). EVM addresses
 * are hex, written in either case.
 */
function targetedAddress(value: unknown, message: AlertMessage): { address: string; chain: Chain } | null {
  const address = textOrNull(value);
  const chain = address === null ? null : chainOf(address);
  return address !== null && chain !== null && message.states(address, chain === 'evm') ? { address, chain } : null;
}

/** A name or symbol an extractor targeted, when it is plausible and the message states it (in any case). */
function targetedText(value: unknown, message: AlertMessage, plausible: (text: string | null) => string | null): string | null {
  const text = plausible(textOrNull(value));
  return text !== null && message.states(text, true) ? text : null;
}

/**
 * The token as the template's extractors name it where they target its columns, else as the
 * engine read it. A user's extractor is the more specific reading of their channel's format,
 * so a usable value wins; one that is not (a word for an address, text for a market cap that
 * does not parse, a value the message does not state) leaves the engine's reading.
 */
function tokenOf(engine: ExtractedToken | null, targets: ExtractorResults['targets'], message: AlertMessage): ExtractedToken | null {
  const named = targetedAddress(targets.token_address, message);
  // An address only an extractor found takes the name and symbol the engine reads in the text.
  const base = named ? { ...(engine ?? message.tokenIdentity()), ...named } : engine;
  if (!base) return null;
  return {
    ...base,
    name: targetedText(targets.name, message, plausibleTokenName) ?? base.name,
    symbol: targetedText(targets.symbol, message, plausibleTokenSymbol) ?? base.symbol,
  };
}

function marketCapOf(engine: number | null, target: unknown): number | null {
  const targeted = typeof target === 'number' || typeof target === 'string' ? parseMarketCap(target) : null;
  return targeted ?? engine;
}

/** The engine's market cap; for a token only an extractor found, the one the message states. */
function engineMarketCap(alert: ExtractedAlert, token: ExtractedToken | null, message: AlertMessage): number | null {
  return alert.token === null && token !== null ? message.marketCap() : alert.marketCap;
}

/**
 * The whole reading of one message, as the extractor service stores it and `npm run extract`
 * prints it: type, token and market cap, then the matched template's extractors (their values
 * for the token's address, name, symbol and market cap, the description from the display
 * template, twitter mentions and caller from the preset fields of those names, every field by
 * name). The caller the engine reads stands where no template field names one. A message no
 * template matches gets no fields. `aiAnswers` are what the AI said for the template's `ai`
 * extractors; without them those extractors give nothing.
 */
export function readAlert(
  text: string,
  links: readonly string[],
  templates: readonly Template[],
  aiAnswers?: AiAnswers,
  /** Told the matched template before its extractors run (what the extractor's time limit names). */
  onTemplate?: (template: Template) => void,
): ReadAlert {
  // One reading of the message for the type, the token and the template's extractors.
  const message = readMessage(text, links);
  const alert = extractAlertOn(message, templates);
  const template = templates.find((candidate) => candidate.name === alert.messageType);
  if (template) onTemplate?.(template);
  if (!template || template.extractors.length === 0) {
    return { ...alert, description: null, twitterMentions: null, fields: {}, toAccumulate: [], aiExtractors: [] };
  }
  const found = runExtractorsOn(template, message, aiAnswers);
  const { fields, targets } = found;
  const token = tokenOf(alert.token, targets, message);
  return {
    ...alert,
    token,
    marketCap: marketCapOf(engineMarketCap(alert, token, message), targets.market_cap),
    description: found.description,
    twitterMentions: countOrNull(fields.twitter_mentions),
    // The template's caller fields are the channel's own format; the engine's reading fills in.
    callerName: textOrNull(fields.caller_name) ?? alert.callerName,
    callerLink: textOrNull(fields.caller_link) ?? alert.callerLink,
    fields,
    toAccumulate: found.toAccumulate,
    aiExtractors: template.extractors.filter((extractor) => extractor.type === 'ai'),
  };
}
