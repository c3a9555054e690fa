// An address written short for reading: 'HpDE…pump', '7HRp...pump'. Base58 only: a hex one
// ('0xabcd…ef12') is an EVM wallet or a transaction in the buy bots that print one.
const SHORTENED_ADDRESS = /(?<![\p{L}\p{N}])[1-9A-HJ-NP-Za-km-z]{3,8}(?:…|\.{2,3})[1-9A-HJ-NP-Za-km-z]{3,8}(?![\p{L}\p{N}])/gu;
// Words before it on its line that make it someone's account or a transfer, not the token.
const ACCOUNT_BEFORE =
  /(?<![\p{L}\p{N}])(?:wallet|maker|buyer|seller|dev|deployer|creator|owner|holder|signer|from|to|tx|txn|by)(?![\p{L}\p{N}])/iu;

/**
 * Whether the message names its token only by a shortened address ('Contract: HpDE…pump',
 * '$SUNPEPE (7HRp...pump)'): it is about a token whose address it does not give in full, so
 * its figures are that token's.
 */
export function namesShortenedToken(plain: string): boolean {
  if (!plain.includes('…') && !plain.includes('..')) return false;
  for (const match of plain.matchAll(SHORTENED_ADDRESS)) {
    const lineStart = plain.lastIndexOf('\n', match.index) + 1;
    if (!ACCOUNT_BEFORE.test(plain.slice(lineStart, match.index))) return true;
  }
  return false;
}
