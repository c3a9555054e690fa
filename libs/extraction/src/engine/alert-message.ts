import { callerIn, type Caller } from '../caller.js';
import { addressesInUrl, type LinkAddress } from '../link-addresses.js';
import { marketCapInPlainText } from '../market-cap.js';
import { nameOfLinkedHomePage } from '../home-page-name.js';
import { collectUrls, labelledLink, parseHttpUrl } from '../message-links.js';
import { toPlainText } from '../plain-text.js';
import { addressesIn, type MessageAddresses, type TokenAddress } from '../token-address.js';
import { symbolInSearchLinks } from '../search-link-symbol.js';
import { tokenIdentityInPlainText, type TokenIdentity } from '../token-names.js';
import { findTrendingLevel, type TrendingLevel } from '../trending-level.js';

/**
 * One alert message as the engine reads it. The type, the token and the extractors all need the
 * same costly readings (the visible text; the token's address for contract_address and
 * pair_address; its name and ticker for token_name, token_symbol and token_info; the market
 * cap), so each is worked out once per message, when first asked for.
 */
export class AlertMessage {
  /** the text a reader sees: no markup, no invisible marks */
  readonly plainText: string;
  #identity: TokenIdentity | undefined;
  #addresses: MessageAddresses | undefined;
  #urls: readonly string[] | undefined;
  #parsed: Map<string, URL | null> | undefined;
  #linkAddresses: Map<string, readonly LinkAddress[]> | undefined;
  #marketCap: number | null | undefined;
  #caller: Caller | undefined;
  #trendingLevel: TrendingLevel | null | undefined;

  constructor(
    /** the message as posted, markup included */
    readonly text: string,
    /** the message's hyperlink targets, as Telegram entities carry them */
    readonly links: readonly string[] = [],
  ) {
    this.plainText = toPlainText(text);
  }

  /** The token's name and ticker: the text's, else a ticker its search links give beside the token. */
  tokenIdentity(): TokenIdentity {
    if (this.#identity === undefined) {
      const token = this.tokenAddress();
      const linked = token === null ? null : symbolInSearchLinks(this.urls(), token.address);
      const identity = tokenIdentityInPlainText(this.plainText, linked);
      // A caller's post that names the project only as its home page does: rare, read last.
      const named =
        identity.name === null && identity.symbol === null && token !== null
          ? nameOfLinkedHomePage(this.plainText, this.urls(), (url) => this.parsedUrl(url))
          : null;
      this.#identity = named === null ? identity : { name: named, symbol: null };
    }
    return this.#identity;
  }

  tokenAddress(): TokenAddress | null {
    return this.#readAddresses().token;
  }

  /** The token's trading pair (pool), when the message names one apart from the token. */
  pairAddress(): string | null {
    return this.#readAddresses().pair;
  }

  #readAddresses(): MessageAddresses {
    this.#addresses ??= addressesIn(this.plainText, this.urls(), (url) => this.addressesInLink(url));
    return this.#addresses;
  }

  /** The current market cap the message states (findMarketCap). */
  marketCap(): number | null {
    if (this.#marketCap === undefined) this.#marketCap = marketCapInPlainText(this.plainText);
    return this.#marketCap;
  }

  /** The first trending circle of the message (findTrendingLevel). */
  trendingLevel(): TrendingLevel | null {
    if (this.#trendingLevel === undefined) this.#trendingLevel = findTrendingLevel(this.text);
    return this.#trendingLevel;
  }

  /** Who called the token, when the message names them (callerIn). */
  caller(): Caller {
    this.#caller ??= callerIn(this.plainText, this.text, this.urls());
    return this.#caller;
  }

  /** The message's links, then the URLs written in its text, each once. */
  urls(): readonly string[] {
    this.#urls ??= collectUrls(this.text, this.links);
    return this.#urls;
  }

  /** One of the message's URLs parsed, or null when it is not an http(s) URL; parsed once. */
  parsedUrl(url: string): URL | null {
    this.#parsed ??= new Map();
    let parsed = this.#parsed.get(url);
    if (parsed === undefined) {
      parsed = parseHttpUrl(url);
      this.#parsed.set(url, parsed);
    }
    return parsed;
  }

  /** The message's http(s) links in the stored form 'label|url' (toLabelledLinks). */
  labelledLinks(): string[] {
    const labelled: string[] = [];
    for (const raw of this.urls()) {
      const url = this.parsedUrl(raw);
      if (url) labelled.push(labelledLink(url));
    }
    return labelled;
  }

  /** What one of the message's URLs names (addressesInLink), read once. */
  addressesInLink(url: string): readonly LinkAddress[] {
    this.#linkAddresses ??= new Map();
    let found = this.#linkAddresses.get(url);
    if (found === undefined) {
      const parsed = this.parsedUrl(url);
      found = parsed ? addressesInUrl(parsed) : [];
      this.#linkAddresses.set(url, found);
    }
    return found;
  }

  /**
   * Whether the message states `value`: in its text as posted or as read, or in one of its
   * links. A value from elsewhere (an AI's guess, an address it made up) is not the message's.
   */
  states(value: string, ignoreCase: boolean): boolean {
    const sought = ignoreCase ? value.toLowerCase() : value;
    const contains = (where: string) => (ignoreCase ? where.toLowerCase() : where).includes(sought);
    return contains(this.plainText) || contains(this.text) || this.urls().some(contains);
  }

  /** Whether this is the reading of that message. */
  reads(text: string, links: readonly string[]): boolean {
    return this.text === text && this.links.length === links.length && this.links.every((link, index) => link === links[index]);
  }
}

let lastRead: AlertMessage | undefined;

/**
 * The reading of a message, shared by the calls that read the same message one after the other:
 * extractAlert then runExtractors (readAlert, the extractor service, `npm run extract`) work out
 * the visible text, the token and the market cap once. A reading holds nothing but what the
 * message says, so handing it out twice is safe.
 */
export function readMessage(text: string, links: readonly string[] = []): AlertMessage {
  if (lastRead?.reads(text, links)) return lastRead;
  lastRead = new AlertMessage(text, [...links]);
  return lastRead;
}
