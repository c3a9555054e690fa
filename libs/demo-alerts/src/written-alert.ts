/**
 * Alert texts written from the facts they state, for loads whose outcome depends on what the
 * extractor reads (the alert-rules bench): one layout, headed by a built-in template's headline,
 * that the built-in templates and the generic reader read exactly (libs/extraction's
 * written-alert.test.ts holds them to it).
 */

/** The headline of each message type a written alert can have: what its built-in template matches. */
export const WRITTEN_ALERT_HEADLINES = {
  pumpfun_volume: '📊 PUMPFUN VOLUME SPIKE 🟢',
  insider: '🕵️ INSIDER BUY',
  cabal_fomo: '🔥 CABAL FOMO',
  cabal_analysis: '🧠 CABAL ANALYSIS',
  curated: '💎 CURATED PICK',
  call_analyzer: '📞 CALL ANALYZER',
  volume_alert: '🔊 VOLUME ALERT',
  jokel_push_chat: '🚀 JOKEL PUSH',
} as const;

export type WrittenAlertType = keyof typeof WRITTEN_ALERT_HEADLINES;

export const WRITTEN_ALERT_TYPES = Object.keys(WRITTEN_ALERT_HEADLINES) as WrittenAlertType[];

/** What a written alert states, as the extractor must read it back. */
export interface WrittenAlertFacts {
  messageType: WrittenAlertType;
  /** a Solana address (base58 of 32 bytes) */
  address: string;
  name: string;
  symbol: string;
  /** whole dollars */
  marketCap: number;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Token number `index`'s name and symbol: letters only ('Bench Kab', 'BKAB'), distinct for every index. */
export function writtenAlertToken(index: number): { name: string; symbol: string } {
  let letters = '';
  for (let rest = index; letters === '' || rest > 0; rest = Math.floor(rest / LETTERS.length)) {
    letters = (LETTERS[rest % LETTERS.length] ?? 'A') + letters;
  }
  return { name: `Bench K${letters.toLowerCase()}`, symbol: `BK${letters}` };
}

/** The alert's text: headline, token, contract address and market cap, in full dollars. */
export function writtenAlert(facts: WrittenAlertFacts): string {
  return [
    WRITTEN_ALERT_HEADLINES[facts.messageType],
    `🪙 ${facts.name} ($${facts.symbol})`,
    `CA: ${facts.address}`,
    `💰 MC: $${Math.round(facts.marketCap).toLocaleString('en-US')}`,
  ].join('\n');
}
