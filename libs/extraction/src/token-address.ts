import { findAddresses, type Chain, type FoundAddress } from './address-scan.js';
import { addressesInLink, type AddressRole, type LinkAddress } from './link-addresses.js';
import { collectUrls } from './message-links.js';
import { isNotTokenAddress } from './not-token-addresses.js';
import { toPlainText } from './plain-text.js';

export interface TokenAddress {
  address: string;
  chain: Chain;
}

/** One place the message names an address: a field of its text or one of its links. */
interface Sighting extends TokenAddress {
  role: AddressRole;
  /** how much this sighting says the address is the token; see FOR_TOKEN */
  weight: number;
}

/**
 * How much a sighting says that an address is the token. A labelled contract line or a token
 * page link is as good as it gets; a bare address in the text usually is the token; a pair
 * page or an unknown link only counts when nothing better is there. Pages of accounts and
 * wallets say nothing for it.
 */
const FOR_TOKEN: Readonly<Record<AddressRole, number>> = { mint: 3, pair: 1, other: 1, account: 0, wallet: 0 };
const UNLABELLED_TEXT_WEIGHT = 2;
/**
 * How much a sighting says the address is NOT the token. A wallet label or a profile page is
 * the writer saying so; an explorer's account page is where bots link wallets and mints alike,
 * so it is outweighed by one more place naming the address as a token, not by a bare mention
 * (a wallet is often written out beside its explorer link).
 */
const AGAINST_TOKEN: Readonly<Record<AddressRole, number>> = { wallet: 6, account: 2, mint: 0, pair: 0, other: 0 };
/** Each further place naming the address as the token adds this much to its strongest one. */
const CORROBORATION = 0.5;
// pump.fun grinds its mint addresses to end in 'pump'; a wallet or pair does so by a 1 in 11
// million chance, so the suffix outweighs where the address was seen.
const PUMP_SUFFIX_BONUS = 10;
/**
 * A message naming this many different tokens (as mints, or pump.fun mints) is a leaderboard or
 * a digest, unless it names one of them far more often than the rest.
 */
const MANY_TOKENS = 3;
/** A message writing out this many addresses alike, none named as a token, lists wallets. */
const WALLET_LIST = 3;

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
const FIELD_SEPARATORS = new Set(['|', '•', '·', '⋅', '∙', ';', ',', '\n']);

/** The text between the start of the address's field and the address. */
function fieldPrefix(text: string, position: number): string {
  let start = position;
  while (start > 0 && !FIELD_SEPARATORS.has(text[start - 1] ?? '')) start -= 1;
  return text.slice(start, position);
}

function textSightings(text: string): Sighting[] {
  return findAddresses(text)
    .filter((found) => !isCutShort(text, found))
    .map((found) => {
      const role = labelRole(fieldPrefix(text, found.start));
      const weight = role === null ? UNLABELLED_TEXT_WEIGHT : FOR_TOKEN[role];
      return { address: found.address, chain: found.chain, role: role ?? 'other', weight };
    });
}

function linkSightings(urls: readonly string[], linkAddresses: (url: string) => readonly LinkAddress[]): Sighting[] {
  return urls.flatMap((url) => linkAddresses(url).map((found) => ({ ...found, weight: FOR_TOKEN[found.role] })));
}

/** EVM hex is the same address in any letter case; base58 is not. */
function addressKey(sighting: TokenAddress): string {
  return sighting.chain === 'evm' ? sighting.address.toLowerCase() : sighting.address;
}

/** Everything the message says about one address, over all the places it names it. */
interface Evidence extends TokenAddress {
  strongest: number;
  /** places naming it as a token (a weight above 0) */
  forToken: number;
  against: number;
  namedAsMint: boolean;
}

function gather(sightings: readonly Sighting[]): Evidence[] {
  const byAddress = new Map<string, Evidence>();
  for (const sighting of sightings) {
    if (isNotTokenAddress(sighting.address)) continue;
    const key = addressKey(sighting);
    let evidence = byAddress.get(key);
    if (!evidence) {
      evidence = { address: sighting.address, chain: sighting.chain, strongest: 0, forToken: 0, against: 0, namedAsMint: false };
      byAddress.set(key, evidence);
    }
    evidence.strongest = Math.max(evidence.strongest, sighting.weight);
    if (sighting.weight > 0) evidence.forToken += 1;
    evidence.against += AGAINST_TOKEN[sighting.role];
    if (sighting.role === 'mint') evidence.namedAsMint = true;
  }
  // In order of first sighting: text before links, as written.
  return [...byAddress.values()];
}

const hasPumpSuffix = (evidence: Evidence): boolean => evidence.chain === 'solana' && evidence.address.endsWith('pump');

/** For the address being the token, minus against it; above 0 when it may be the token. */
function score(evidence: Evidence): number {
  const corroboration = evidence.forToken > 1 ? (evidence.forToken - 1) * CORROBORATION : 0;
  const pumpBonus = hasPumpSuffix(evidence) ? PUMP_SUFFIX_BONUS : 0;
  return evidence.strongest + corroboration + pumpBonus - evidence.against;
}

/** The best-evidenced address of one chain; on a tie, the one seen first. */
function best(candidates: readonly Evidence[], chain: Chain): TokenAddress | null {
  let winner: Evidence | null = null;
  let winnerScore = 0;
  for (const candidate of candidates) {
    const candidateScore = candidate.chain === chain ? score(candidate) : 0;
    if (candidateScore > winnerScore) {
      winner = candidate;
      winnerScore = candidateScore;
    }
  }
  return winner && { address: winner.address, chain: winner.chain };
}

/**
 * A post about wallets: the best address is only written out, as the token of a bare call is,
 * but so are several others, none named as a token ('Top traders: W1 +$52K, W2 +$31K, ...').
 * Labelled wallets beside a written-out contract do not count: that is a token's alert.
 */
function isWalletList(named: readonly Evidence[], winner: TokenAddress): boolean {
  const writtenOutOnly = named.filter((e) => !namedAsToken(e) && e.strongest === UNLABELLED_TEXT_WEIGHT);
  return writtenOutOnly.length >= WALLET_LIST && writtenOutOnly.some((e) => e.address === winner.address);
}

/** Named as a token by a page or label of tokens, or by the pump.fun suffix. */
const namedAsToken = (evidence: Evidence): boolean => evidence.namedAsMint || hasPumpSuffix(evidence);

/**
 * The token an alert message is about. Addresses come from the text (plain, in backticks or
 * `<code>`) and from the message's links. Each address is weighed over every place the message
 * names it: how strongly and how often as a token (a contract label, a token page, a bot's buy
 * link, the pump.fun suffix) against how strongly as a wallet (a wallet label, a profile page,
 * an explorer's account page), so no single link decides. Solana wins over EVM, because this is
 * a Solana dashboard and EVM addresses in its alerts are mostly bridges.
 */
export function findTokenAddress(text: string, links: readonly string[] = []): TokenAddress | null {
  return addressesIn(toPlainText(text), collectUrls(text, links), addressesInLink).token;
}

/** The addresses a message names for its token: the token itself and its trading pair. */
export interface MessageAddresses {
  token: TokenAddress | null;
  /** the pair (pool) a pair page or a 'Pair:' label names, when it is not the token */
  pair: string | null;
}

/**
 * findTokenAddress on a message already read, with the pair: its visible text, its URLs
 * (collectUrls) and what each URL names (addressesInLink, or a remembered answer of it).
 */
export function addressesIn(
  plainText: string,
  urls: readonly string[],
  linkAddresses: (url: string) => readonly LinkAddress[],
): MessageAddresses {
  const plain = blankUrls(plainText, urls);
  const sightings = withCasedTwins([...textSightings(plain), ...linkSightings(urls, linkAddresses)]);
  const token = tokenOf(gather(sightings));
  return { token, pair: pairOf(sightings, token) };
}

function tokenOf(named: readonly Evidence[]): TokenAddress | null {
  const candidates = named.filter((c) => score(c) > 0);
  const tokens = candidates.filter(namedAsToken);
  if (tokens.length < MANY_TOKENS) {
    const winner = best(candidates, 'solana') ?? best(candidates, 'evm');
    return winner && isWalletList(named, winner) ? null : winner;
  }
  // A leaderboard or digest names many tokens alike: no single one of them is made up from it.
  // A report on one token may list a few others ('similar tokens'), each named once, while it
  // names its own in more places than all of them together.
  const top = tokens.reduce((a, b) => (b.forToken > a.forToken ? b : a));
  const others = tokens.reduce((sum, t) => sum + t.forToken, 0) - top.forToken;
  return top.forToken > others ? { address: top.address, chain: top.chain } : null;
}

function pairOf(sightings: readonly Sighting[], token: TokenAddress | null): string | null {
  const tokenKey = token && addressKey(token).toLowerCase();
  return sightings.find((s) => s.role === 'pair' && addressKey(s).toLowerCase() !== tokenKey)?.address ?? null;
}

const UPPER_CASE = /[A-Z]/;

/**
 * Some sites lower-case the address in their URLs (DexScreener's pair pages): base58 is
 * case-sensitive, so that is another address, and no real one. Such a sighting stands for the
 * address the message writes with its capitals elsewhere, and is dropped when it writes none.
 */
function withCasedTwins(sightings: readonly Sighting[]): Sighting[] {
  const isLowered = (s: Sighting): boolean => s.chain === 'solana' && !UPPER_CASE.test(s.address);
  if (!sightings.some(isLowered)) return [...sightings];
  const cased = new Map(sightings.filter((s) => s.chain === 'solana' && !isLowered(s)).map((s) => [s.address.toLowerCase(), s.address]));
  return sightings.flatMap((s) => {
    if (!isLowered(s)) return [s];
    const twin = cased.get(s.address);
    return twin === undefined ? [] : [{ ...s, address: twin }];
  });
}
