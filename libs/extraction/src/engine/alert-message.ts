import { collectUrls } from '../message-links.js';
import { toPlainText } from '../plain-text.js';
import { findTokenAddress, type TokenAddress } from '../token-address.js';
import { findTokenIdentity, type TokenIdentity } from '../token-names.js';

/**
 * One alert message as the extractors read it. Several presets need the same costly reading
 * (the token's address for contract_address and pair_address; its name and ticker for
 * token_name, token_symbol and token_info), so each is worked out once per message, when
 * first asked for.
 */
export class AlertMessage {
  /** the text a reader sees: no markup, no invisible marks */
  readonly plainText: string;
  #identity: TokenIdentity | undefined;
  #address: TokenAddress | null | undefined;
  #urls: readonly string[] | undefined;

  constructor(
    /** the message as posted, markup included */
    readonly text: string,
    /** the message's hyperlink targets, as Telegram entities carry them */
    readonly links: readonly string[] = [],
  ) {
    this.plainText = toPlainText(text);
  }

  tokenIdentity(): TokenIdentity {
    this.#identity ??= findTokenIdentity(this.text);
    return this.#identity;
  }

  tokenAddress(): TokenAddress | null {
    if (this.#address === undefined) this.#address = findTokenAddress(this.text, this.links);
    return this.#address;
  }

  /** The message's links, then the URLs written in its text, each once. */
  urls(): readonly string[] {
    this.#urls ??= collectUrls(this.text, this.links);
    return this.#urls;
  }
}
