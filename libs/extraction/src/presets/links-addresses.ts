import type { AlertMessage } from '../engine/alert-message.js';
import { BASE58_CHARS } from '../solana-address.js';
import type { Preset } from './preset.js';

const TOKEN_PAGE = 'https://dexscreener.com/solana/8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz';

/** A host test: the host itself or a subdomain of it. */
function hostIn(...hosts: string[]): (url: URL) => boolean {
  const subdomains = hosts.map((host) => `.${host}`);
  return ({ hostname }) => hosts.includes(hostname) || subdomains.some((subdomain) => hostname.endsWith(subdomain));
}

const isTelegram = hostIn('t.me', 'telegram.me');
const isTwitter = hostIn('x.com', 'twitter.com');
const isDextools = hostIn('dextools.io');

/** The first link of the message (its hyperlinks, then URLs in the text) that `accept` takes. */
function firstLink(alert: AlertMessage, accept: (url: URL) => boolean): string | null {
  for (const raw of alert.urls()) {
    const url = alert.parsedUrl(raw);
    if (url && accept(url)) return url.href;
  }
  return null;
}

// A bot deep link ('t.me/jokel_price_bot?start=price_<CA>') is a tool, not the token's group.
function isCommunityChat(url: URL): boolean {
  if (!isTelegram(url)) return false;
  const name = url.pathname.split('/')[1] ?? '';
  return name !== '' && !/bot$/i.test(name) && !url.searchParams.has('start');
}

// Pages of X itself, not accounts.
const X_PAGES = new Set(['i', 'home', 'search', 'explore', 'hashtag', 'intent', 'share', 'messages', 'notifications']);

// Profiles only: a status link is someone's post about the token, not its account.
function isTwitterProfile(url: URL): boolean {
  if (!isTwitter(url)) return false;
  const handle = /^\/(\w+)\/?$/.exec(url.pathname)?.[1];
  return handle !== undefined && !X_PAGES.has(handle.toLowerCase());
}

/** The token's address and the links the alert gives for it. */
export const linksAddressesPresets: readonly Preset[] = [
  {
    id: 'contract-address',
    name: 'Contract Address',
    description:
      "The token's mint (Solana base58, 32-44 characters, decoding to 32 bytes), from the text or a link, never a dev, holder or pair address.",
    category: 'Links & Addresses',
    field_name: 'contract_address',
    extractor_type: 'custom',
    extractor_pattern: `[${BASE58_CHARS}]{32,44}`,
    post_processor: null,
    target_field: 'token_address',
    accumulator_type: 'latest',
    display_format: 'address',
    output_format: '📋 CA: {{contract_address}}',
    example_input: '👛 Wallet: 4ffxfHHXNcARRopDUsWNGK8bqZg86aj6hVGwauZ9UFCe\nCA: `13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump`',
    example_output: '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
    message_types: [],
    tags: ['ca', 'mint', 'address'],
    process: (alert) => alert.tokenAddress()?.address ?? null,
  },
  {
    id: 'pair-address',
    name: 'Pair Address',
    description:
      "The trading pair (pool) from a DexScreener, Photon, DEXTools, GeckoTerminal or Axiom link or a 'Pair:' line, when it names the pair and not the token.",
    category: 'Links & Addresses',
    field_name: 'pair_address',
    extractor_type: 'custom',
    extractor_pattern: String.raw`(?:dexscreener\.com/solana|/lp|pair-explorer)/([${BASE58_CHARS}]{32,44})`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'address',
    output_format: '🔀 Pair: {{pair_address}}',
    example_input: `Contract: \`8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz\`\nChart: https://dexscreener.com/solana/3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot`,
    example_output: '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot',
    message_types: ['cabal_analysis', 'curated'],
    tags: ['pair', 'pool', 'dexscreener'],
    process: (alert) => alert.pairAddress(),
  },
  {
    id: 'dextools-link',
    name: 'DEXTools Link',
    description: "The token's DEXTools chart page.",
    category: 'Links & Addresses',
    field_name: 'dextools_link',
    extractor_type: 'custom',
    extractor_pattern: String.raw`https?://(?:www\.)?dextools\.io/\S+`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'link',
    output_format: '📊 DEXTools: {{dextools_link}}',
    example_input: `📊 Chart: ${TOKEN_PAGE} | https://www.dextools.io/app/en/solana/pair-explorer/3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot`,
    example_output: 'https://www.dextools.io/app/en/solana/pair-explorer/3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot',
    message_types: [],
    tags: ['dextools', 'chart', 'link'],
    process: (alert) => firstLink(alert, isDextools),
  },
  {
    id: 'telegram-link',
    name: 'Telegram Link',
    description: "The token's Telegram group or channel (bot deep links such as price bots are left out).",
    category: 'Links & Addresses',
    field_name: 'telegram_link',
    extractor_type: 'custom',
    extractor_pattern: String.raw`https?://(?:t\.me|telegram\.me)/\w+`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'link',
    output_format: '💬 Telegram: {{telegram_link}}',
    example_input:
      '👉 Price bot: https://t.me/jokel_price_bot?start=price_13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump\n💬 TG: https://t.me/goblincat_portal',
    example_output: 'https://t.me/goblincat_portal',
    message_types: [],
    tags: ['telegram', 'community', 'link'],
    process: (alert) => firstLink(alert, isCommunityChat),
  },
  {
    id: 'twitter-link',
    name: 'Twitter Link',
    description: "The token's Twitter/X account (a profile, not someone's post).",
    category: 'Links & Addresses',
    field_name: 'twitter_link',
    extractor_type: 'custom',
    extractor_pattern: String.raw`https?://(?:www\.)?(?:x|twitter)\.com/\w+`,
    post_processor: null,
    target_field: 'accumulated_data',
    accumulator_type: 'latest',
    display_format: 'link',
    output_format: '🐦 Twitter: {{twitter_link}}',
    example_input: '📈 Chart | 🐦 Twitter https://x.com/kaizen_proto_sol',
    example_output: 'https://x.com/kaizen_proto_sol',
    message_types: ['curated'],
    tags: ['twitter', 'x', 'link'],
    process: (alert) => firstLink(alert, isTwitterProfile),
  },
];
