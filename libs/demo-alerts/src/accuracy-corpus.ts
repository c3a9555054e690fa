/**
 * Accuracy corpus: messy alert messages with the fields a correct extractor must find.
 *
 * The demo feed (`demoAlerts`) is tidy: every bot writes its usual layout. Real alerts are not,
 * and this corpus holds the forms the extraction issue lists: the address only inside a link
 * (bot start parameters, gmgn / bullx / photon / pump.fun / birdeye / solscan token pages) or in
 * backticks or `<code>`; other addresses that are not the token (holder, dev and sniper wallets,
 * pump.fun's program, authority and bonding-curve accounts, DexScreener and Photon pair
 * addresses); EVM `0x` tokens; addresses cut short with '...' or '…'; Telegram HTML and markdown;
 * invisible marks around names and cashtags; tickers with emojis, digits, CJK letters or a
 * doubled '$'; market caps in many notations, and prices in the zero-count notation.
 *
 * The cases are data: one JSON object per line of `corpus/messy.jsonl`, checked by the schema
 * below when this module loads.
 *
 * Together with `demoAlerts` it is the corpus of the accuracy benchmark
 * (`npm run -s -w @solana-hub/bench accuracy`). Every case names the messy forms it covers
 * (`covers`), so a test can check that each form of the issue is present.
 *
 * All Solana addresses decode to 32 bytes; token, wallet and pair addresses are randomly
 * generated and belong to no real token. The only real addresses are pump.fun's program, mint
 * authority and migration account, and the wrapped-SOL mint: machinery, never a token.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SOURCE_CHATS } from './alert-parts.js';
import type { DemoAlert } from './demo-alerts.js';
import { parseJsonl } from './jsonl.js';

/** A built-in message type, or 'unknown' for a message no built-in template matches. */
export type AccuracyMessageType = DemoAlert['expected']['messageType'] | 'unknown';

export type AccuracyChain = 'solana' | 'evm';

export interface AccuracyExpected {
  messageType: AccuracyMessageType;
  /**
   * The token's address, or '' when the message names no whole address (only a shortened one,
   * or none at all): then no token is expected, and so no name or symbol either, because a
   * token is known by its address.
   */
  tokenAddress: string;
  /** the address's chain; absent means 'solana' (when there is an address) */
  chain?: AccuracyChain;
  /** as the message states it, without emojis, markup or invisible marks around it */
  tokenName?: string;
  /** the ticker without '$' */
  tokenSymbol?: string;
  /** the CURRENT market cap in USD the message states, if any */
  marketCap?: number;
}

/** The messy forms of the extraction issue; each case lists those it contains. */
export const MESSY_FORMS = [
  'address-in-bot-start-link',
  'address-in-gmgn-link',
  'address-in-bullx-link',
  'address-in-photon-link',
  'address-in-pumpfun-link',
  'address-in-birdeye-link',
  'address-in-solscan-link',
  'address-in-dexscreener-link',
  'address-in-backticks',
  'address-in-code-tag',
  'holder-wallet-link',
  'dev-wallet-link',
  'sniper-wallet-link',
  'wallet-in-text',
  'pumpfun-program-address',
  'pumpfun-authority-address',
  'pumpfun-bonding-curve-address',
  'dexscreener-pair',
  'photon-lp-pair',
  'pair-in-text',
  'transaction-signature',
  'evm-address',
  'cut-short-dots',
  'cut-short-ellipsis',
  'no-token-address',
  'telegram-html',
  'markdown-bold',
  'markdown-code',
  'markdown-link',
  'invisible-marks-name',
  'invisible-marks-cashtag',
  'zero-width-joiner',
  'ticker-emoji',
  'ticker-digits',
  'ticker-cjk',
  'ticker-double-dollar',
  'labelled-name-fields',
  'name-with-emoji',
  'mc-millions',
  'mc-with-ath',
  'mc-fdv',
  'mc-cap-label',
  'mc-value-before-label',
  'mc-bare-k',
  'mc-comma-grouped',
  'mc-mcp-decimals',
  'mc-usd-label',
  'mc-arrow-history',
  'mc-past-before-current',
  'mc-lowercase-suffix',
  'mc-one-word-label',
  'price-zero-count',
  'ticker-lowercase',
  'unknown-type',
] as const;

export type MessyForm = (typeof MESSY_FORMS)[number];

export interface AccuracyCase extends Omit<DemoAlert, 'expected'> {
  expected: AccuracyExpected;
  /** the messy forms this message contains */
  covers: readonly MessyForm[];
}

/** The chain a case expects its token on; null when it expects no token. */
export function expectedChain(expected: AccuracyExpected): AccuracyChain | null {
  return expected.tokenAddress === '' ? null : (expected.chain ?? 'solana');
}

// The demo feed's types, one per source chat, and 'unknown'.
const MESSAGE_TYPES: [AccuracyMessageType, ...AccuracyMessageType[]] = [
  'unknown',
  ...(Object.keys(SOURCE_CHATS) as (keyof typeof SOURCE_CHATS)[]),
];

const caseSchema = z.strictObject({
  chat: z.string().min(1),
  chatTitle: z.string().min(1),
  delaySeconds: z.number(),
  text: z.string(),
  links: z.array(z.string()).optional(),
  expected: z.strictObject({
    messageType: z.enum(MESSAGE_TYPES),
    tokenAddress: z.string(),
    chain: z.enum(['solana', 'evm']).optional(),
    tokenName: z.string().optional(),
    tokenSymbol: z.string().optional(),
    marketCap: z.number().optional(),
  }),
  covers: z.array(z.enum(MESSY_FORMS)),
});

/** The corpus file; the same from `src/` and from the built `dist/`. */
const MESSY_CORPUS_FILE = new URL('../corpus/messy.jsonl', import.meta.url);

export const accuracyCorpus: readonly AccuracyCase[] = parseJsonl(caseSchema, readFileSync(MESSY_CORPUS_FILE, 'utf8'), 'messy.jsonl');
