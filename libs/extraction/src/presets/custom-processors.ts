import { parseNumber } from '../engine/post-processors.js';
import { cachedUserRegex, RegexError, trustedPattern } from '../engine/safe-regex.js';
import type { AlertMessage } from '../engine/alert-message.js';
import { captureIn, yesOrNo, type Preset } from './preset.js';

const COUNT = String.raw`(\d[\d,]*)`;
const RATIO_PATTERN = trustedPattern(String.raw`buy\s?/\s?sell ratio:?\s*(\d+(?:\.\d+)?)`);
// 'Buys/Sells: 212 / 87', 'Txns 1h: 🟢 622 / 🔴 580'.
const COUNTS_PATTERN = trustedPattern(String.raw`(?:buys\s?/\s?sells|txns(?: \w+)?):?\s*(?:🟢\s*)?${COUNT}\s*/\s*(?:🔴\s*)?${COUNT}`);
const PAID_PROMOTION_PATTERN = trustedPattern(String.raw`(#ad\b|\bsponsored\b|\bpaid (?:promo(?:tion)?|post|ad)\b|\bpromoted\b)`);
// 'Paid: ✅' as a field of its own (line or field start), so not 'DEX paid ✅'.
const PAID_MARK_PATTERN = trustedPattern(String.raw`(?:(?m:^)|[^\w ] ?)paid:?\s*(✅|❌|yes|no)`);

/** Buys per sell, to two decimals: stated outright, or from the buy and sell counts. */
function buySellRatio(alert: AlertMessage): number | null {
  const stated = parseNumber(captureIn(RATIO_PATTERN, alert.plainText));
  if (stated !== null) return stated;
  const counts = cachedUserRegex(COUNTS_PATTERN, 'i');
  if (counts instanceof RegexError) throw counts;
  const [buys, sells] = (counts.firstMatch(alert.plainText)?.groups ?? []).map((group) => parseNumber(group ?? null));
  if (buys === undefined || sells === undefined || buys === null || sells === null || sells === 0) return null;
  return Math.round((buys / sells) * 100) / 100;
}

/** 'Goblin Cat ($GOBCAT)', or whichever half the message gives. */
function tokenInfo(alert: AlertMessage): string | null {
  const { name, symbol } = alert.tokenIdentity();
  if (name && symbol) return `${name} ($${symbol})`;
  return name ?? (symbol ? `$${symbol}` : null);
}

/** True when the alert says it is a paid placement; a 'Paid: ❌' says it is not. */
function isPaid(alert: AlertMessage): boolean | null {
  if (captureIn(PAID_PROMOTION_PATTERN, alert.plainText) !== null) return true;
  return yesOrNo(captureIn(PAID_MARK_PATTERN, alert.plainText));
}

/** Values no single regex can give: computed, combined or interpreted. */
export const customProcessorPresets: readonly Preset[] = [
  {
    id: 'token-info',
    name: 'Token Info',
    description: "Name and ticker together, as a card headline: 'Goblin Cat ($GOBCAT)'.",
    category: 'Custom Processors',
    field_name: 'token_info',
    extractor_type: 'custom',
    extractor_pattern: String.raw`([^\n]+?)\s*\(\$?([\p{L}\p{N}_]{1,20})\)`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'text',
    output_format: '🪙 {{token_info}}',
    example_input: '⭐ CURATED PICK #142 ⭐\n⚙️ Kaizen Protocol | $KAIZ',
    example_output: 'Kaizen Protocol ($KAIZ)',
    message_types: [],
    tags: ['name', 'ticker', 'headline'],
    process: tokenInfo,
  },
  {
    id: 'buy-sell-ratio',
    name: 'Buy/Sell Ratio',
    description: "Buys per sell: 'Buy/Sell ratio: 1.9' as stated, or computed from 'Buys/Sells: 212 / 87' or 'Txns 1h: 🟢 622 / 🔴 580'.",
    category: 'Custom Processors',
    field_name: 'buy_sell_ratio',
    extractor_type: 'custom',
    extractor_pattern: `${RATIO_PATTERN}|${COUNTS_PATTERN}`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'number',
    output_format: '⚖️ Buy/Sell: {{buy_sell_ratio}}',
    example_input: 'Buys/Sells: 212 / 87\nHolders: 143',
    example_output: 2.44,
    message_types: ['pumpfun_volume', 'trench_radar', 'volume_alert'],
    tags: ['buys', 'sells', 'ratio', 'pressure'],
    process: buySellRatio,
  },
  {
    id: 'is-paid',
    name: 'Paid Promotion',
    description: "Whether the alert is a paid placement ('#ad', 'Sponsored', 'Paid: ✅'); 'DEX paid' is the dex_paid preset.",
    category: 'Custom Processors',
    field_name: 'is_paid',
    extractor_type: 'custom',
    extractor_pattern: `${PAID_PROMOTION_PATTERN}|${PAID_MARK_PATTERN}`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'boolean',
    output_format: '📢 Paid: {{is_paid}}',
    example_input: '🔥 Sponsored 🔥\n$GOBCAT is heating up',
    example_output: true,
    message_types: [],
    tags: ['paid', 'promotion', 'ad'],
    process: isPaid,
  },
];
