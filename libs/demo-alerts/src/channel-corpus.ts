/**
 * The channel corpus: alert messages of bots and channels, one labelled message per line in the
 * JSONL files of `corpus/channels/` (one file per source), split by source into a training part
 * (the reader may be tuned on it) and a held-out part (never tuned on: it measures how the reader
 * does on a format it was not written for). `corpus/README.md` says where each source comes from,
 * the labelling rules, the split rule and its log. The files are read once, when this module loads;
 * each line is checked against the schema below, so a mislabelled line fails loudly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseJsonl } from './jsonl.js';

/**
 * The kinds of message the reader once missed or still finds hard; a message lists those it
 * shows, so the benchmark can count misses per kind.
 */
export const MISS_CLASSES = [
  /** the mint is linked as `solscan.io/account/<mint>`, which reads like a wallet */
  'explorer-account-link',
  /** `Name | SYMBOL | (Pump.Fun)` or another `|`-separated headline */
  'headline-pipe',
  /** `💊 Name - $SYMBOL` */
  'headline-pill-dash',
  /** `🔔 Name | $SYMBOL` */
  'headline-bell',
  /** `Name New Trending` */
  'headline-new-trending',
  /** `Name ($SYMBOL)` after an emoji */
  'headline-emoji-parens',
  /** `#SYMBOL` as the headline */
  'headline-hashtag',
  /** the symbol only as a `$SYMBOL` on a later line */
  'symbol-later-line',
  /** a symbol with digits, lower case, non-Latin letters, punctuation or a lone emoji */
  'symbol-unusual',
  /** `name (ticker)` with the ticker in lower case */
  'symbol-lowercase',
  /** `ticker (Name)`: the ticker first, the name in brackets */
  'ticker-then-name',
  /** `$SYMBOL` at the end of a first line that carries other bracketed figures */
  'symbol-end-of-headline',
  /** the symbol only inside a search link: `x.com/search?q=($SYMBOL OR <address>)` */
  'symbol-in-search-link',
  /** the market cap labelled `FDV`, or `FDV` beside `MC` */
  'mc-fdv',
  /** a market cap without `$`, such as `Market Cap: 12.30K` */
  'mc-no-dollar',
  /** a call / initial market cap beside the current one */
  'mc-call-vs-current',
  /** `MC: $31.2K • 🔝 $48.9K`: the current one, then the all-time high */
  'mc-current-then-ath',
  /** figures after `→`, `↗️`, `➡️` or `—>` (a change from one market cap to another) */
  'mc-after-arrow',
  /** the market cap inside a sentence ('Bought at 61.5K MC', '448k, 2x up') */
  'mc-in-sentence',
  /** a lower-case suffix such as `4.1m` */
  'mc-lowercase-suffix',
  /** only a DexScreener pair link: the pair, not the token */
  'pair-link-alone',
  /** a leaderboard or another post that names several tokens */
  'multi-token',
  /** a post about wallets, not about a token */
  'wallet-post',
] as const;

export type MissClass = (typeof MISS_CLASSES)[number];

export const CORPUS_SPLITS = ['training', 'held-out'] as const;
export type CorpusSplit = (typeof CORPUS_SPLITS)[number];

const repositoryRefSchema = z.strictObject({
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  path: z.string().min(1),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  anchor: z.string().optional(),
});
const pageRefSchema = z.strictObject({ url: z.url() });

/** What the message is about, as a person reading it would say. */
const expectedSchema = z.strictObject({
  /** the token's address; null when the message is about no token, about several, or names only a pair */
  address: z.string().nullable(),
  /** absent means 'solana' when there is an address */
  chain: z.enum(['solana', 'evm']).optional(),
  /** the name as the message states it, without emojis or markup around it */
  name: z.string().optional(),
  /** the ticker without '$' */
  symbol: z.string().optional(),
  /** the CURRENT market cap in USD (not the all-time high, not the call's or the initial one) */
  marketCap: z.number().optional(),
  /** a built-in message type, only where one clearly fits */
  messageType: z.string().optional(),
});

const caseSchema = z.strictObject({
  /** unique in the corpus: `<source>:<where in the source>` */
  id: z.string().min(1),
  /** the bot or channel that wrote the message; the split goes by it */
  source: z.string().min(1),
  split: z.enum(CORPUS_SPLITS),
  /**
   * 'published': as the channel published it; 'template': the bot's message template (from its
   * source code, named in `ref`) filled in with a real token; 'written': a message written by hand
   * in the layout of a kind of bot, with invented tokens and random addresses.
   */
  origin: z.enum(['published', 'template', 'written']),
  /** where a published or template message was found: a repository file at a commit, or a page */
  ref: z.union([repositoryRefSchema, pageRefSchema]).optional(),
  text: z.string(),
  /** hyperlink and button targets, as Telegram entities carry them */
  links: z.array(z.string()),
  expected: expectedSchema,
  classes: z.array(z.enum(MISS_CLASSES)),
});

export type ChannelCase = z.infer<typeof caseSchema>;
export type ChannelExpected = ChannelCase['expected'];

export interface ChannelCorpus {
  readonly training: readonly ChannelCase[];
  readonly heldOut: readonly ChannelCase[];
}

/** The folder of the corpus files; the same from `src/` and from the built `dist/`. */
export const CHANNEL_CORPUS_DIR = new URL('../corpus/channels/', import.meta.url);

/** The labelled messages of one JSONL file; a line that does not parse names its file and line. */
export function parseChannelCases(jsonl: string, file: string): ChannelCase[] {
  return parseJsonl(caseSchema, jsonl, file);
}

function loadChannelCorpus(): ChannelCorpus {
  const files = readdirSync(CHANNEL_CORPUS_DIR)
    .filter((file) => file.endsWith('.jsonl'))
    .sort();
  const all = files.flatMap((file) => parseChannelCases(readFileSync(new URL(file, CHANNEL_CORPUS_DIR), 'utf8'), file));
  return { training: all.filter((c) => c.split === 'training'), heldOut: all.filter((c) => c.split === 'held-out') };
}

export const channelCorpus: ChannelCorpus = loadChannelCorpus();
