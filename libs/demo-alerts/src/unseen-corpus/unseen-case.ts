/**
 * One message of the unseen-channel corpus: a real alert as a channel published it, where it was
 * found, and what it is about, labelled by hand.
 */
/**
 * The classes of misses of the extraction issue (issue 14) that a message shows. The corpus test
 * checks that each class is present at least once.
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
  /** the symbol only as a `$SYMBOL` on a later line */
  'symbol-later-line',
  /** a symbol with digits, lower case, non-Latin letters, punctuation or a lone emoji */
  'symbol-unusual',
  /** the market cap labelled `FDV` */
  'mc-fdv',
  /** a market cap without `$`, such as `Market Cap: 12.30K` */
  'mc-no-dollar',
  /** a call / initial market cap beside the current one */
  'mc-call-vs-current',
  /** `MC: $31.2K • 🔝 $48.9K`: the current one, then the all-time high */
  'mc-current-then-ath',
  /** figures after `→`, `➡️` or `—>` (a change from one market cap to another) */
  'mc-after-arrow',
  /** the market cap inside a sentence ("Bought at 61.5K MC") */
  'mc-in-sentence',
  /** a lower-case suffix such as `4.1m` */
  'mc-lowercase-suffix',
  /** a leaderboard or another post that names several tokens */
  'multi-token',
  /** a post about wallets, not about a token */
  'wallet-post',
] as const;

export type MissClass = (typeof MISS_CLASSES)[number];

/** A file of a public repository at one commit; `anchor` names the message inside it. */
export interface RepositorySource {
  repository: string;
  path: string;
  commit: string;
  anchor?: string;
}

/** A public web page. */
export interface PageSource {
  url: string;
}

export type UnseenSource = RepositorySource | PageSource;

/** What the message is about, as a person reading it would say. */
export interface UnseenExpected {
  /** the token's address; null when the message is about no token or about several */
  address: string | null;
  /** absent means 'solana' when there is an address */
  chain?: 'solana' | 'evm';
  /** the name as the message states it, without emojis or markup around it */
  name?: string;
  /** the ticker without '$' */
  symbol?: string;
  /** the CURRENT market cap in USD (not the all-time high, not the call's or the initial one) */
  marketCap?: number;
  /** a built-in message type, only where one clearly fits */
  messageType?: string;
}

export interface UnseenCase {
  /** unique in the corpus: `<bot>:<where in the source>` */
  id: string;
  /** the bot or channel that wrote the message; the split between the parts goes by it */
  bot: string;
  source: UnseenSource;
  /**
   * 'published': the message as the channel published it. 'template': the bot's message template
   * (from its source code, named in `source`) filled in with a real token seen in public data.
   */
  origin: 'published' | 'template';
  text: string;
  /** hyperlink and button targets, as Telegram entities carry them */
  links: string[];
  expected: UnseenExpected;
  classes: MissClass[];
}
