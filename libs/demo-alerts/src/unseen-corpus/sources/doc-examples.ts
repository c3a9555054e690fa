/**
 * Messages that bots' own documentation shows as examples, quoted as published:
 *
 * - a Solana sniper bot's README of its Telegram notifications (angga0x/solalala,
 *   docs/telegram-notifications.md): a new-token analysis with the mint, the creator's wallet and
 *   a market cap beside a liquidity of the same figure;
 * - a pump.fun scraper's README (benhichem/pump.func.scrape, README.md): the alert it posts for a
 *   new token, name and address only;
 * - Maestro's Group Bot manual (maestrobots.com, Swap Notifications): `🟢 BUY | PEPE | $5,234.56`,
 *   a burn and the monospace form. The manual shows no token address (its placeholders stand for
 *   the maker and the transaction), so those are labelled as naming no token.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';

type Body = Pick<UnseenCase, 'text' | 'links' | 'expected' | 'classes'>;

const SOLALALA = { repository: 'angga0x/solalala', path: 'docs/telegram-notifications.md', commit: '194f7586a68b35d8751d9ad1715d07810a3e8610' };
const PUMP_SCRAPER = { repository: 'benhichem/pump.func.scrape', path: 'README.md', commit: '9e84a57487414f191cb8e07ff2c00cd0c17c9098' };
const MAESTRO_DOCS = 'https://www.maestrobots.com/docs/buy/swap-notifications.md';

const fromRepository = (bot: string, source: typeof SOLALALA, anchor: string, body: Body): UnseenCase => ({
  id: `${bot}:${source.path}#${anchor}`,
  bot,
  source: { ...source, anchor },
  origin: 'published',
  ...body,
});

const fromPage = (bot: string, url: string, anchor: string, body: Body): UnseenCase => ({
  id: `${bot}:${url}#${anchor}`,
  bot,
  source: { url: `${url}#${anchor}` },
  origin: 'published',
  ...body,
});

export const docExamples: UnseenCase[] = [
  fromRepository('Solalala Sniper', SOLALALA, 'detailed-token-analysis-notification', {
    text: lines(
      '🚀 New Token Alert & Analysis Passed! 🚀',
      '',
      'Token Address: D41ngcmQpoP5EnCTPm8J35LAXSUoDjJr5e6XudCrpump',
      '',
      'Name: Launch on Twitch Chat',
      'Symbol: LOTC',
      'Description: N/A',
      'Creator: 25bgLQGne3SPJ5yzCxaQ7hDWrHqdCVricgcDkDn2auT9',
      'Market Cap (USD): $9,316.50',
      '',
      '🔍 Analysis Details (Passed):',
      '',
      '🛡️ RugCheck Summary:',
      '  - Rugged Status: Not Marked Rugged',
      '  - Overall Risk Level: NONE',
      '  - Score: 24.001',
      '  - Price (RC): 0',
      '  - Total Liquidity (RC): $9,316.501',
      '  - LP Locked Pct (RC): 100%',
      '  - Mutable Metadata (RC): No',
      '  - Mint Authority Enabled (RC): No',
      '  - Freeze Authority Enabled (RC): No',
      '  - Specific Risks/Warnings (RC):',
      '    • Creator history of rugged tokens (Level: danger, Score: 24000): Creator has a history of rugging tokens.',
      '',
      '-----------------------------------',
    ),
    links: [],
    expected: { address: 'D41ngcmQpoP5EnCTPm8J35LAXSUoDjJr5e6XudCrpump', name: 'Launch on Twitch Chat', symbol: 'LOTC', marketCap: 9_316.5 },
    classes: [],
  }),
  fromRepository('Pump Scraper', PUMP_SCRAPER, 'example-output', {
    text: lines('🆕 New Token Detected!', '', '📛 Name: The Samurai Baby', '📍 Address: 8peDodxEYYqT5kEKdd72wsJZVcXNTkwNpw5fTkHYpump'),
    links: [],
    expected: { address: '8peDodxEYYqT5kEKdd72wsJZVcXNTkwNpw5fTkHYpump', name: 'The Samurai Baby' },
    classes: [],
  }),
  fromPage('Maestro Group Bot', MAESTRO_DOCS, 'buy-alert', {
    text: lines('🟢 BUY | PEPE | $5,234.56', 'Maker: 0xabcd…ef12', 'Tax: 1.2% / 1.5% • MCap: $1.2M', 'View TX: <link>'),
    links: [],
    expected: { address: null },
    classes: ['headline-pipe'],
  }),
  fromPage('Maestro Group Bot', MAESTRO_DOCS, 'burn-alert', {
    text: '🔥 BURN | PEPE | 10,000,000 PEPE',
    links: [],
    expected: { address: null },
    classes: ['headline-pipe'],
  }),
  fromPage('Maestro Group Bot', MAESTRO_DOCS, 'mono-format', {
    text: lines('🟢 BUY | PEPE | $5,234.56', 'Maker: 0xabcd…ef12', 'TX: 0xabc123…'),
    links: [],
    expected: { address: null },
    classes: ['headline-pipe'],
  }),
];
