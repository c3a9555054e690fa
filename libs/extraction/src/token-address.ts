import { findAddresses, type Chain, type FoundAddress } from './address-scan.js';
import { ARROW_MARKS } from './arrows.js';
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
 * page, a bot's look-up link or an unknown link only counts when nothing better is there.
 * Pages of accounts and wallets say nothing for it.
 */
const FOR_TOKEN: Readonly<Record<AddressRole, number>> = { mint: 3, pair: 1, lookup: 1, other: 1, account: 0, wallet: 0 };
const UNLABELLED_TEXT_WEIGHT = 2;
/**
 * How much a sighting says the address is NOT the token. A wallet label or a profile page is
 * the writer saying so; an explorer's account page is where bots link wallets and mints alike,
 * so it is outweighed by one more place naming the address as a token, not by a bare mention
 * (a wallet is often written out beside its explorer link).
 */
const AGAINST_TOKEN: Readonly<Record<AddressRole, number>> = { wallet: 6, account: 2, mint: 0, pair: 0, lookup: 0, other: 0 };
/** Each further place naming the address as the token adds this much to its strongest one. */
const CORROBORATION = 0.5;
// pump.fun grinds its mint addresses to end in 'pump', LetsBonk in 'bonk', Boop in 'boop'; a
// wallet or pair does so by a 1 in 11 million chance, so the suffix outweighs where the address
// was seen once (a dev's wallet on the line above a contract label the reader does not know), though
// not a token named in many places (a report's own token beside a 'similar tokens' link to a pump mint).
const LAUNCHPAD_SUFFIX_BONUS = 5;
const LAUNCHPAD_MINT_SUFFIXES: readonly string[] = ['pump', 'bonk', 'boop'];
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
  // An exec loop, not matchAll: this runs for every address in every message.
  let last: string | undefined;
  let generic = false;
  LABEL_WORDS.lastIndex = 0;
  for (let m = LABEL_WORDS.exec(fieldText); m !== null; m = LABEL_WORDS.exec(fieldText)) {
    const word = (m[1] ?? '').toLowerCase();
    if (word === GENERIC_LABEL) generic = true;
    else last = word;
  }
  const label = last ?? (generic ? GENERIC_LABEL : undefined);
  return label === undefined ? null : (LABEL_ROLE[label] ?? 'wallet');
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

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LAST_WORD = /[\p{L}\p{N}]+[^\p{L}\p{N}]*$/u;
// '1. ', '2) ', '#3 ', after any emoji or bullet.
const LIST_ITEM = /^[^\p{L}\p{N}]*(?:\d+[.)]|#\d+)\s/u;

// A transfer of coins names where they went or came from: 'moved 500 SOL to a fresh wallet' over
// the address, 'sent 1,200 SOL to X', 'withdrew 300 SOL from Binance ➜ X'. The address after it is
// a wallet, whatever it is called; a sentence alone labels nothing below it ('Bought by a whale'),
// but one with the verb of a transfer, an amount of a coin and where it went does.
const TRANSFER_VERB =
  /(?<![\p{L}\p{N}])(?:moved|moves|sent|sends|sending|transferr(?:ed|ing)|transfers?|withdr[ae]w|withdrawn|withdraws?|withdrawal|deposit(?:ed|s)?|received|receives|funded|funds|bridged)(?![\p{L}\p{N}])/iu;
const COIN_AMOUNT = /\d(?:[\d.,]*\d)?\s?[km]?\s?(?:sol|wsol|◎|usdc|usdt|eth|bnb)(?![\p{L}\p{N}])/iu;
// Where it went, closing the text before the address: 'to', 'from', 'into', an arrow, a few
// words between ('to a fresh wallet', 'from his main wallet:'), a colon or an emoji after.
const TRANSFER_END = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(?:to|from|into)(?:\s+[\p{L}\p{N}'’-]+){0,4}|${ARROW_MARKS})[^\p{L}\p{N}]*$`,
  'iu',
);

/** A wallet where the text before an address is a transfer of coins to or from it, else no role. */
function transferRole(before: string): AddressRole | null {
  return TRANSFER_END.test(before) && TRANSFER_VERB.test(before) && COIN_AMOUNT.test(before) ? 'wallet' : null;
}

/**
 * The role a label gives an address, on its own line ('CA: X'), or on the line above when the
 * address stands alone on its line: a label waiting for its value ('📄 Contract:') or a list
 * item ending in a label word ('1. MoonCoin dev'); else, where a transfer of coins goes to it
 * (transferRole), a wallet.
 */
function roleOf(text: string, found: FoundAddress): AddressRole | null {
  const prefix = fieldPrefix(text, found.start);
  const start = found.start - prefix.length;
  if (LETTER_OR_DIGIT.test(prefix) || start === 0 || text[start - 1] !== '\n') {
    const line = text.slice(text.lastIndexOf('\n', found.start - 1) + 1, found.start);
    return labelRole(prefix) ?? transferRole(line);
  }
  const above = text.slice(text.lastIndexOf('\n', start - 2) + 1, start - 1).trimEnd();
  if (above.endsWith(':')) return labelRole(above) ?? transferRole(above);
  // Only a list item's last word: in a sentence ('Bought by a whale') it labels nothing below.
  const lastWord = LIST_ITEM.test(above) ? LAST_WORD.exec(above)?.[0] : undefined;
  return (lastWord === undefined ? null : labelRole(lastWord)) ?? transferRole(above);
}

/**
 * On EVM chains a pair page names the pool's own contract, never the token's; a Solana page
 * (DexScreener's) is as often named by the mint, so it counts for a little. A bot's look-up link
 * names either, and on EVM chains no more the token than a pair page.
 */
function linkWeight(found: LinkAddress): number {
  return found.chain === 'evm' && mayNamePool(found.role) ? 0 : FOR_TOKEN[found.role];
}

/** A pair page or label, or a bot's look-up link: alone they may name a pool, not the token. */
const mayNamePool = (role: AddressRole): boolean => role === 'pair' || role === 'lookup';

/** The addresses of the text, then those of the links: plain loops, run for every message. */
function sightingsIn(text: string, urls: readonly string[], linkAddresses: (url: string) => readonly LinkAddress[]): Sighting[] {
  const sightings: Sighting[] = [];
  for (const found of findAddresses(text)) {
    if (isCutShort(text, found)) continue;
    const role = roleOf(text, found);
    const weight = role === null ? UNLABELLED_TEXT_WEIGHT : FOR_TOKEN[role];
    sightings.push({ address: found.address, chain: found.chain, role: role ?? 'other', weight });
  }
  for (const url of urls) {
    for (const found of linkAddresses(url))
      sightings.push({ address: found.address, chain: found.chain, role: found.role, weight: linkWeight(found) });
  }
  return sightings;
}

/** EVM hex is the same address in any letter case; base58 is not. */
function addressKey(sighting: TokenAddress): string {
  return sighting.chain === 'evm' ? sighting.address.toLowerCase() : sighting.address;
}

/** Everything the message says about one address, over all the places it names it. */
interface Evidence extends TokenAddress {
  /** addressKey */
  key: string;
  strongest: number;
  /** places naming it as a token (a weight above 0) */
  forToken: number;
  against: number;
  namedAsMint: boolean;
  /** named somewhere other than as a pair or in a bot's look-up link, which alone may name a pool */
  namedBesidesPool: boolean;
  /** see score(); worked out once all sightings are in */
  score: number;
}

/** The evidence gathered so far for the sighting's address, or a new one (few addresses: a scan). */
function evidenceFor(named: Evidence[], sighting: Sighting): Evidence {
  const key = addressKey(sighting);
  for (const evidence of named) if (evidence.key === key) return evidence;
  const evidence: Evidence = {
    address: sighting.address,
    chain: sighting.chain,
    key,
    strongest: 0,
    forToken: 0,
    against: 0,
    namedAsMint: false,
    namedBesidesPool: false,
    score: 0,
  };
  named.push(evidence);
  return evidence;
}

/** The sightings by address, in order of first sighting: text before links, as written. */
function gather(sightings: readonly Sighting[]): Evidence[] {
  const named: Evidence[] = [];
  for (const sighting of sightings) {
    if (isNotTokenAddress(sighting.address)) continue;
    const evidence = evidenceFor(named, sighting);
    if (sighting.weight > evidence.strongest) evidence.strongest = sighting.weight;
    if (sighting.weight > 0) evidence.forToken += 1;
    evidence.against += AGAINST_TOKEN[sighting.role];
    if (sighting.role === 'mint') evidence.namedAsMint = true;
    if (!mayNamePool(sighting.role)) evidence.namedBesidesPool = true;
  }
  for (const evidence of named) evidence.score = score(evidence);
  return named;
}

const hasLaunchpadMintSuffix = (evidence: Evidence): boolean =>
  evidence.chain === 'solana' && LAUNCHPAD_MINT_SUFFIXES.some((suffix) => evidence.address.endsWith(suffix));

/**
 * For the address being the token, minus against it; above 0 when it may be the token. An
 * address named only as a pair or in bots' look-up links (a DexScreener page alone, Rick's
 * `?start=<pair>` under a gain update, which may name the pair or the mint) is no token unless
 * the pump.fun suffix says it is a mint: calling a pool the token would file the alert under an
 * address no provider knows as a token.
 */
function score(evidence: Evidence): number {
  if (!evidence.namedBesidesPool && !hasLaunchpadMintSuffix(evidence)) return 0;
  const corroboration = evidence.forToken > 1 ? (evidence.forToken - 1) * CORROBORATION : 0;
  const suffixBonus = hasLaunchpadMintSuffix(evidence) ? LAUNCHPAD_SUFFIX_BONUS : 0;
  return evidence.strongest + corroboration + suffixBonus - evidence.against;
}

/** The best-evidenced address of one chain; on a tie, the one seen first. */
function best(candidates: readonly Evidence[], chain: Chain): Evidence | null {
  let winner: Evidence | null = null;
  let winnerScore = 0;
  for (const candidate of candidates) {
    const candidateScore = candidate.chain === chain ? candidate.score : 0;
    if (candidateScore > winnerScore) {
      winner = candidate;
      winnerScore = candidateScore;
    }
  }
  return winner;
}

/**
 * A post about wallets: the best address is only written out, as the token of a bare call is,
 * but so are several others, none named as a token ('Top traders: W1 +$52K, W2 +$31K, ...').
 * Labelled wallets beside a written-out contract do not count: that is a token's alert.
 */
function isWalletList(named: readonly Evidence[], winner: Evidence): boolean {
  return isWrittenOutOnly(winner) && named.filter(isWrittenOutOnly).length >= WALLET_LIST;
}

function isWrittenOutOnly(evidence: Evidence): boolean {
  return !namedAsToken(evidence) && evidence.strongest === UNLABELLED_TEXT_WEIGHT;
}

/** Named as a token by a page or label of tokens, or by a launchpad's mint suffix ('pump', 'bonk', 'boop'). */
const namedAsToken = (evidence: Evidence): boolean => evidence.namedAsMint || hasLaunchpadMintSuffix(evidence);

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
  const sightings = withCasedTwins(sightingsIn(plain, urls, linkAddresses));
  const named = gather(sightings);
  const token = isGainReply(plain, named) ? null : tokenOf(named);
  return { token, pair: pairOf(sightings, token) };
}

// A tracker bot's reply to a member on the gain of their call ('Hey @Henry_2A, looks like KEKIUS
// … with that 32x gain!', 'Wow, @PrometheusCry, looks like YARL …'): it addresses the member by
// handle first, names a gain, and gives the token only in its look-up link, which is handed the
// pair as often as the mint. Such a post is about the call's result, not an alert of the token,
// whatever the pump.fun suffix of that payload says.
const REPLY_TO_MEMBER = /^[^\p{L}\p{N}@\n]*(?:\p{L}+[,!]?\s+)?@\w+,/u;
const GAIN = /(?<![\p{L}\p{N}.])\d+(?:\.\d+)?x(?![\p{L}\p{N}])|(?<!\p{L})gain(?!\p{L})/iu;

function isGainReply(plain: string, named: readonly Evidence[]): boolean {
  return named.length > 0 && named.every((evidence) => !evidence.namedBesidesPool) && REPLY_TO_MEMBER.test(plain) && GAIN.test(plain);
}

/**
 * A post about two tokens alike ('New king: A … Old king: B', each linked to its page): another
 * token is named as strongly and as often as the best one, so the first written is no more the
 * subject than the other. Picking it would file the post under a token it is only half about.
 */
function hasParallel(tokens: readonly Evidence[], winner: Evidence): boolean {
  return tokens.some(
    (other) => other !== winner && other.chain === winner.chain && other.score === winner.score && other.forToken === winner.forToken,
  );
}

function tokenOf(named: readonly Evidence[]): TokenAddress | null {
  const candidates = named.filter((c) => c.score > 0);
  const tokens = candidates.filter(namedAsToken);
  if (tokens.length < MANY_TOKENS) {
    const winner = best(candidates, 'solana') ?? best(candidates, 'evm');
    return winner === null || isWalletList(named, winner) || hasParallel(tokens, winner)
      ? null
      : { address: winner.address, chain: winner.chain };
  }
  // A leaderboard or digest names many tokens alike: no single one of them is made up from it.
  // A report on one token may list a few others ('similar tokens'), each named once, while it
  // names its own in more places than all of them together.
  const top = tokens.reduce((a, b) => (b.forToken > a.forToken ? b : a));
  const others = tokens.reduce((sum, t) => sum + t.forToken, 0) - top.forToken;
  return top.forToken > others ? { address: top.address, chain: top.chain } : null;
}

function pairOf(sightings: readonly Sighting[], token: TokenAddress | null): string | null {
  const tokenKey = token && addressKey(token);
  // Not a quote mint or a program (a 'Pair: TOKEN/SOL' line names wrapped SOL).
  return sightings.find((s) => s.role === 'pair' && addressKey(s) !== tokenKey && !isNotTokenAddress(s.address))?.address ?? null;
}

/**
 * Some sites lower-case the address in their URLs (DexScreener's pair pages): base58 is
 * case-sensitive, so that is another address, and no real one. Such a sighting stands for the
 * address the message writes with its capitals elsewhere, and is dropped when it writes none.
 */
function isLowered(sighting: Sighting): boolean {
  return sighting.chain === 'solana' && !hasCapital(sighting.address);
}

/** A character loop: most addresses have a capital within their first few characters. */
function hasCapital(address: string): boolean {
  for (let at = 0; at < address.length; at += 1) {
    const code = address.charCodeAt(at);
    if (code >= 65 && code <= 90) return true;
  }
  return false;
}

function withCasedTwins(sightings: Sighting[]): Sighting[] {
  if (!sightings.some(isLowered)) return sightings;
  const cased = new Map(sightings.filter((s) => s.chain === 'solana' && !isLowered(s)).map((s) => [s.address.toLowerCase(), s.address]));
  return sightings.flatMap((s) => {
    if (!isLowered(s)) return [s];
    const twin = cased.get(s.address);
    return twin === undefined ? [] : [{ ...s, address: twin }];
  });
}
