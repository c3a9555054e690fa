import { findAddresses, type Chain, type FoundAddress } from './address-scan.js';
import { addressesInLink, type AddressRole, type LinkAddress } from './link-addresses.js';
import { collectUrls } from './message-links.js';
import { isNotTokenAddress } from './not-token-addresses.js';
import { toPlainText } from './plain-text.js';

export interface TokenAddress {
  address: string;
  chain: Chain;
}

interface Candidate extends TokenAddress {
  role: AddressRole;
  /** higher is more likely the token; see ROLE_WEIGHT */
  weight: number;
}

/**
 * How much a sighting says that an address is the token. A labelled contract line or a token
 * page link is as good as it gets; a bare address in the text usually is the token; a pair
 * page or an unknown link only counts when nothing better is there.
 */
const ROLE_WEIGHT: Readonly<Record<AddressRole, number>> = { mint: 3, pair: 1, other: 1, wallet: 0 };
const UNLABELLED_TEXT_WEIGHT = 2;
// pump.fun grinds its mint addresses to end in 'pump'; a wallet or pair does so by a 1 in 11
// million chance, so the suffix outweighs where the address was seen.
const PUMP_SUFFIX_BONUS = 10;

// The label right before an address on its line says what the address is. The last label
// wins, so "Token dev wallet: X" is a wallet and "Mint authority: X" is no token. Labels of
// people's accounts and of program machinery (bonding curve, vault, authority) mean "not the
// token", like a wallet.
const LABEL_WORDS =
  /(?<![\p{L}\p{N}])(ca|contract|mint|token|address|wallet|dev|deployer|creator|owner|holder|sniper|buyer|seller|whale|insider|trader|kol|funder|signer|account|curve|vault|authority|program|treasury|recipient|pair|pool|lp|amm)(?![\p{L}\p{N}])/giu;
const LABEL_ROLE: Readonly<Record<string, AddressRole>> = {
  ca: 'mint',
  contract: 'mint',
  mint: 'mint',
  token: 'mint',
  address: 'mint',
  pair: 'pair',
  pool: 'pair',
  lp: 'pair',
  amm: 'pair',
};

// 'address' only says what it is when nothing else does: 'Wallet address' is a wallet.
const GENERIC_LABEL = 'address';

function labelRole(fieldText: string): AddressRole | null {
  const words = Array.from(fieldText.matchAll(LABEL_WORDS), (m) => (m[1] ?? '').toLowerCase());
  const last = words.filter((word) => word !== GENERIC_LABEL).at(-1) ?? words.at(-1);
  return last === undefined ? null : (LABEL_ROLE[last] ?? 'wallet');
}

/** "7xKX…9fGh" or "7xKXq3...": a shortened address is for reading, not a whole address. */
function isCutShort(text: string, found: FoundAddress): boolean {
  const before = text.slice(Math.max(0, found.start - 2), found.start);
  const after = text.slice(found.end, found.end + 2);
  return before.endsWith('…') || before === '..' || after.startsWith('…') || after === '..';
}

function blankUrls(text: string, urls: readonly string[]): string {
  let blanked = text;
  for (const url of urls) {
    const written = url.startsWith('https://') ? url.slice('https://'.length) : url;
    if (written !== '' && blanked.includes(written)) blanked = blanked.split(written).join(' ');
  }
  return blanked;
}

// Fields on one line are split by these ('Dev: 2.1% | CA: X'); a label speaks for its field only.
const FIELD_SEPARATORS = new Set(['|', '•', '·', ';', ',', '\n']);

/** The text between the start of the address's field and the address. */
function fieldPrefix(text: string, position: number): string {
  let start = position;
  while (start > 0 && !FIELD_SEPARATORS.has(text[start - 1] ?? '')) start -= 1;
  return text.slice(start, position);
}

function textCandidates(text: string): Candidate[] {
  return findAddresses(text)
    .filter((found) => !isCutShort(text, found))
    .map((found) => {
      const role = labelRole(fieldPrefix(text, found.start));
      const weight = role === null ? UNLABELLED_TEXT_WEIGHT : ROLE_WEIGHT[role];
      return { address: found.address, chain: found.chain, role: role ?? 'other', weight };
    });
}

function linkCandidates(urls: readonly string[], linkAddresses: (url: string) => readonly LinkAddress[]): Candidate[] {
  return urls.flatMap((url) => linkAddresses(url).map((found) => ({ ...found, weight: ROLE_WEIGHT[found.role] })));
}

/** EVM hex is the same address in any letter case; base58 is not. */
function addressKey(candidate: Candidate): string {
  return candidate.chain === 'evm' ? candidate.address.toLowerCase() : candidate.address;
}

function score(candidate: Candidate): number {
  const pumpBonus = candidate.chain === 'solana' && candidate.address.endsWith('pump') ? PUMP_SUFFIX_BONUS : 0;
  return candidate.weight + pumpBonus;
}

/** The best candidate of one chain; on a tie, the one seen first (text before links). */
function best(candidates: readonly Candidate[], chain: Chain): TokenAddress | null {
  let winner: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.chain === chain && (winner === null || score(candidate) > score(winner))) winner = candidate;
  }
  return winner && { address: winner.address, chain: winner.chain };
}

/**
 * The token an alert message is about. Addresses come from the text (plain, in backticks or
 * `<code>`) and from the message's links. A wallet, wherever it is seen, is out everywhere:
 * the same wallet often appears as text next to its explorer link. Solana wins over EVM,
 * because this is a Solana dashboard and EVM addresses in its alerts are mostly bridges.
 */
export function findTokenAddress(text: string, links: readonly string[] = []): TokenAddress | null {
  return tokenAddressIn(toPlainText(text), collectUrls(text, links), addressesInLink);
}

/**
 * findTokenAddress on a message already read: its visible text, its URLs (collectUrls) and what
 * each URL names (addressesInLink, or a remembered answer of it).
 */
export function tokenAddressIn(
  plainText: string,
  urls: readonly string[],
  linkAddresses: (url: string) => readonly LinkAddress[],
): TokenAddress | null {
  const plain = blankUrls(plainText, urls);
  const candidates = [...textCandidates(plain), ...linkCandidates(urls, linkAddresses)];
  const wallets = new Set(candidates.filter((c) => c.role === 'wallet').map(addressKey));
  const eligible = candidates.filter((c) => !wallets.has(addressKey(c)) && !isNotTokenAddress(c.address));
  return best(eligible, 'solana') ?? best(eligible, 'evm');
}
