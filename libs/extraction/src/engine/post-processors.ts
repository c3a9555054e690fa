import { AMOUNT_SUFFIX_MULTIPLIERS } from '../amount-suffix.js';

/**
 * Post-processors turn the text an extractor captured into the value a trader reads and the
 * accumulators add up: '$1.2M' → 1200000, '45.3%' → 45.3, ' bonk ' → 'BONK'. They run in a
 * chain, left to right; a step that cannot read its input gives null, and null stays null.
 */

export const POST_PROCESSOR_NAMES = ['uppercase', 'lowercase', 'trim', 'parseInt', 'parseFloat', 'parseAmount', 'parsePercentage'] as const;

export type PostProcessorName = (typeof POST_PROCESSOR_NAMES)[number];

/** What an extractor hands on: the captured text, or what a post-processor made of it. */
export type ExtractedValue = string | number | boolean | null;

// Thousands separators only between digit groups, so '5, 6' keeps its comma.
const THOUSANDS_COMMA = /(\d),(?=\d{3}(?!\d))/g;
const NUMBER = /[+-]?\d+(?:\.\d+)?/;
const PERCENT = /([+-]?\d+(?:\.\d+)?)\s?%/;
// A K/M/B suffix only counts when no letter follows: '5 mins' is 5, '5M' is five million.
const AMOUNT = /([+-])?\s?\$?\s?(\d+(?:\.\d+)?)(?:\s?(thousand|million|billion|mln|mil|bn|k|m|b)(?![a-z]))?/i;

// The suffix table is shared with market-cap.ts; the parsing is not: that parser rounds to
// cents, which would turn a price such as 0.0000098 into 0.

function asText(value: ExtractedValue): string | null {
  return value === null ? null : String(value);
}

function withoutThousandsCommas(text: string): string {
  return text.includes(',') ? text.replace(THOUSANDS_COMMA, '$1') : text;
}

/** 24.1 × 1000 is 24100, not 24100.000000000004: binary noise past 15 digits is dropped. */
function tidy(n: number): number {
  return Number(n.toPrecision(15));
}

/**
 * A number a step can hand on: a figure too long for a double ('1' and 400 zeros) reads as
 * Infinity, which JSON (and so the stored fields and the token's sums) cannot hold.
 */
function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

/** The first number in the text ('Holders: 1,284' → 1284), or the number itself. */
export function parseNumber(value: ExtractedValue): number | null {
  if (typeof value === 'number') return finiteOrNull(value);
  const text = asText(value);
  const match = text === null ? null : NUMBER.exec(withoutThousandsCommas(text));
  return match ? finiteOrNull(Number(match[0])) : null;
}

/** An amount with an optional K/M/B suffix: '$1.2M' → 1200000, '12.5 SOL' → 12.5. */
export function parseAmount(value: ExtractedValue): number | null {
  if (typeof value === 'number') return finiteOrNull(value);
  const text = asText(value);
  const match = text === null ? null : AMOUNT.exec(withoutThousandsCommas(text));
  if (!match?.[2]) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const multiplier = match[3] ? (AMOUNT_SUFFIX_MULTIPLIERS[match[3].toLowerCase()] ?? 1) : 1;
  const amount = sign * Number(match[2]);
  // Up to 15 digits read as they are written; only a multiplication leaves binary noise.
  // (`+ 0` makes '-0' a 0, as tidy does.)
  return multiplier === 1 && match[2].length <= 15 ? amount + 0 : finiteOrNull(tidy(amount * multiplier));
}

/** A percentage as its number: '45.3%' → 45.3, '-36.8%' → -36.8; a bare number is taken as is. */
export function parsePercentage(value: ExtractedValue): number | null {
  if (typeof value === 'number') return finiteOrNull(value);
  const text = asText(value);
  if (text === null) return null;
  const percent = PERCENT.exec(withoutThousandsCommas(text));
  return percent?.[1] ? finiteOrNull(Number(percent[1])) : parseNumber(text);
}

function parseWholeNumber(value: ExtractedValue): number | null {
  const n = parseNumber(value);
  return n === null ? null : Math.trunc(n);
}

const steps: Readonly<Record<PostProcessorName, (value: ExtractedValue) => ExtractedValue>> = {
  uppercase: (value) => asText(value)?.toUpperCase() ?? null,
  lowercase: (value) => asText(value)?.toLowerCase() ?? null,
  trim: (value) => asText(value)?.trim() ?? null,
  parseInt: parseWholeNumber,
  parseFloat: parseNumber,
  parseAmount,
  parsePercentage,
};

export function isPostProcessorName(name: string): name is PostProcessorName {
  return (POST_PROCESSOR_NAMES as readonly string[]).includes(name);
}

/** Runs the chain left to right. */
export function applyPostProcessors(value: ExtractedValue, chain: readonly PostProcessorName[]): ExtractedValue {
  // A loop, not reduce(): every value of every extractor of every message comes through here.
  let current = value;
  for (let at = 0; at < chain.length && current !== null; at += 1) current = steps[chain[at] as PostProcessorName](current);
  return current;
}

export interface PostProcessorChain {
  names: PostProcessorName[];
  /** words of the chain that name no post-processor: reported when a template is saved */
  unknown: string[];
}

/**
 * A chain written as one string, the way presets and older templates store it:
 * 'trim,parseAmount', 'trim | uppercase' or 'trim > parseFloat'. Names are letters only, so
 * anything else separates them.
 */
export function parsePostProcessorChain(written: string | null | undefined): PostProcessorChain {
  const words = (written ?? '').split(/[^A-Za-z]+/).filter((word) => word !== '');
  return {
    names: words.filter(isPostProcessorName),
    unknown: words.filter((word) => !isPostProcessorName(word)),
  };
}
