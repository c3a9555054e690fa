/**
 * Relays of webhooks and self-hosted watchers post what they receive as it came: a JSON object
 * (`{"mint":"…","name":"Grumpy Toaster","usd_market_cap":5467.08}`) or a logfmt line (`sym=ZAPP
 * name="Zappy Otter" mcap_usd=68214`). Their keys are labels like any other, so each such line
 * is rewritten as one labelled line per field ('name: Grumpy Toaster', 'market cap: 5467.08'),
 * which the name, ticker and market-cap readers read as they read a bot's labelled lines.
 */

// Cheap first tests: a JSON object's first key, or three key=value pairs apart (a link's query,
// 'a=1&b=2', has none apart). Most messages have neither.
const MAY_HOLD_JSON = /\{\s*"/;
const MAY_HOLD_LOGFMT = /[\w.-]=[^\s=]+\s+[\w.-]+=[^\s=]+\s+[\w.-]+=/;
// A line that is a JSON object, or three key=value pairs or more and nothing else.
// Emojis or marks may stand around it, as around any line ('📦 {"mint":…} ✅'); no words.
const JSON_LINE = /^[^\p{L}\p{N}{]*(?<object>\{.*\})[^\p{L}\p{N}}]*$/u;
const LOGFMT_LINE = /^[^\p{L}\p{N}"=]*(?:[\w.-]+=(?:"[^"\n]*"|[^\s"=]+)\s+){2,}[\w.-]+=(?:"[^"\n]*"|[^\s"=]+)[^\p{L}\p{N}"=]*$/u;
const LOGFMT_PAIR = /([\w.-]+)=(?:"([^"\n]*)"|([^\s"=]+))/g;

/** The text with each JSON or logfmt line as labelled lines, or null when it has none. */
export function withStructuredFields(plain: string): string | null {
  // includes() first: it costs the many messages with neither mark next to nothing.
  const mayHold = (plain.includes('{') && MAY_HOLD_JSON.test(plain)) || (plain.includes('=') && MAY_HOLD_LOGFMT.test(plain));
  if (!mayHold) return null;
  let changed = false;
  const lines = plain.split('\n').map((line) => {
    const object = JSON_LINE.exec(line)?.groups?.object;
    const fields = object !== undefined ? jsonFields(object) : LOGFMT_LINE.test(line) ? logfmtFields(line) : null;
    if (fields === null) return line;
    changed = true;
    return labelledLines(fields);
  });
  return changed ? lines.join('\n') : null;
}

type Fields = ReadonlyMap<string, string>;

/** A JSON object's fields of text, numbers and booleans; null when the text is no object. */
function jsonFields(text: string): Fields | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields.set(key, String(value));
  }
  return fields;
}

function logfmtFields(line: string): Fields {
  const fields = new Map<string, string>();
  for (const [, key, quoted, bare] of line.matchAll(LOGFMT_PAIR)) if (key !== undefined) fields.set(key, quoted ?? bare ?? '');
  return fields;
}

// The currencies a key may name: US dollars, the label's own ('usd_market_cap', 'mcap_usd'), or
// another ('liq_sol'), which then follows the value as a bot writes it ('84.9 SOL').
const DOLLARS = 'usd';
const OTHER_CURRENCIES = new Set(['sol', 'wsol', 'lamports', 'eth', 'bnb']);

/**
 * One 'label: value' line per field, the key's words apart ('usd_market_cap' is 'market cap').
 * A field beside one of the same name in dollars is left out: pump.fun's `market_cap` is in SOL
 * beside its `usd_market_cap`.
 */
function labelledLines(fields: Fields): string {
  const words = new Map([...fields.keys()].map((key) => [key, key.toLowerCase().split(/[_.\-\s]+/)]));
  const inDollars = new Set([...words.values()].filter((parts) => parts.includes(DOLLARS)).map(withoutDollars));
  const lines: string[] = [];
  for (const [key, value] of fields) {
    const parts = words.get(key) ?? [];
    const label = withoutDollars(parts);
    if (!parts.includes(DOLLARS) && inDollars.has(label)) continue;
    const currency = parts.find((part) => OTHER_CURRENCIES.has(part));
    lines.push(`${label}: ${value}${currency === undefined ? '' : ` ${currency.toUpperCase()}`}`);
  }
  return lines.join('\n');
}

/** The key's words without the currency they name ('mcap_usd' and 'liq_sol' are 'mcap', 'liq'). */
function withoutDollars(parts: readonly string[]): string {
  return parts.filter((part) => part !== DOLLARS && !OTHER_CURRENCIES.has(part)).join(' ');
}
