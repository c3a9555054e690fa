/**
 * A URL as Telegram marks it in a message's text, as a link the screens can follow: Telegram
 * marks `pump.fun/coin/…` as a URL too, and the screens link only full web addresses.
 */
export function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//iu.test(url) ? url : `https://${url}`;
}
