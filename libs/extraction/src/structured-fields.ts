/**
 * Relays of webhooks and self-hosted watchers post what they receive as it came: a JSON object
 * (`{"mint":"…","name":"Grumpy Toaster","usd_market_cap":5467.08}`) or a logfmt line (`sym=ZAPP
 * name="Zappy Otter" mcap_usd=68214`); bots written in Python log their objects as Python prints
 * them: a dict (`{'mint': '…', 'name': 'Glorp'}`), an object's repr (`NewToken(mint='…',
 * name='Soggy Waffle', mcap_usd=Decimal('74210.55'))`) or YAML (`mcap_now_usd: 41205`). Their keys
 * are labels like any other, so each such line is rewritten as one labelled line per field ('name:
 * Grumpy Toaster', 'market cap: 5467.08', 'mcap now: 41205'), which the name, ticker and
 * market-cap readers read as they read a bot's labelled lines.
 */

// Cheap first tests: a JSON object's (or a Python dict's) first key, three key=value pairs apart
// (a link's query, 'a=1&b=2', has none apart), a call's first keyword argument ('Token(mint='), a
// YAML line whose key has words joined by '_'. Most messages have none.
const MAY_HOLD_JSON = /\{\s*['"]/;
const MAY_HOLD_LOGFMT = /[\w.-]=[^\s=]+\s+[\w.-]+=[^\s=]+\s+[\w.-]+=/;
const MAY_HOLD_REPR = /\w\(\w+=/;
const MAY_HOLD_YAML = /^[^\p{L}\p{N}\n]*[a-z][a-z\d]*_[a-z\d_]*:\s/imu;
// A line that is a JSON object, or three key=value pairs or more and nothing else.
// Emojis or marks may stand around it, as around any line ('📦 {"mint":…} ✅'), and a log's
// tags in brackets before it ('[skip] {…}'); no words.
const LOG_TAGS = String.raw`(?:\[[\w.:-]+\]|[^\p{L}\p{N}{(\[])*`;
const JSON_LINE = new RegExp(String.raw`^${LOG_TAGS}(?<object>\{.*\})[^\p{L}\p{N}}]*$`, 'u');
// A Python object's repr: its class, then keyword arguments in brackets ('NewToken(mint=…, …)').
const REPR_LINE = new RegExp(String.raw`^${LOG_TAGS}[A-Za-z_]\w*\((?<args>\w+=.*)\)[^\p{L}\p{N})]*$`, 'u');
// One keyword argument: a quoted text, a value wrapped in a call (Decimal('74210.55')), or a bare one.
const REPR_ARGUMENT =
  /(\w+)=(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\w+\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|([^()'",\s]*))\s*\)|([^\s,()]+))/g;
// A YAML line of a key whose words are joined by '_', and its value: '  mcap_now_usd: 41205'
// (marks or emojis may come first, as on any line).
const YAML_LINE = /^(?<indent>[^\p{L}\p{N}\n]*)(?<key>[a-z][a-z\d]*(?:_[a-z\d]+)+):[^\S\n]+(?<value>\S.*)$/iu;
// Python's words for nothing, yes and no, and its quoted texts, for a dict read as JSON.
const PYTHON_TOKEN = /'((?:[^'\\\n]|\\.)*)'|("(?:[^"\\\n]|\\.)*")|\b(None|True|False)\b/g;
const PYTHON_WORDS: Readonly<Record<string, string>> = { None: 'null', True: 'true', False: 'false' };
const LOGFMT_LINE = /^[^\p{L}\p{N}"=]*(?:[\w.-]+=(?:"[^"\n]*"|[^\s"=]+)\s+){2,}[\w.-]+=(?:"[^"\n]*"|[^\s"=]+)[^\p{L}\p{N}"=]*$/u;
const LOGFMT_PAIR = /([\w.-]+)=(?:"([^"\n]*)"|([^\s"=]+))/g;

/** The text with each JSON or logfmt line as labelled lines, or null when it has none. */
export function withStructuredFields(plain: string): string | null {
  // includes() first: it costs the many messages with neither mark next to nothing.
  const mayHold =
    (plain.includes('{') && MAY_HOLD_JSON.test(plain)) ||
    (plain.includes('=') && (MAY_HOLD_LOGFMT.test(plain) || MAY_HOLD_REPR.test(plain))) ||
    (plain.includes('_') && MAY_HOLD_YAML.test(plain));
  if (!mayHold) return null;
  let changed = false;
  const lines = plain.split('\n').map((line) => {
    const read = lineFields(line);
    if (read === null) return line;
    changed = true;
    return read;
  });
  return changed ? lines.join('\n') : null;
}

/** A structured line as labelled lines, or null when the line is none. */
function lineFields(line: string): string | null {
  const object = JSON_LINE.exec(line)?.groups?.object;
  const fields =
    object !== undefined
      ? jsonFields(object)
      : LOGFMT_LINE.test(line)
        ? logfmtFields(line)
        : line.includes('(')
          ? reprFields(REPR_LINE.exec(line)?.groups?.args)
          : null;
  if (fields !== null) return labelledLines(fields);
  const yaml = line.includes('_') ? YAML_LINE.exec(line)?.groups : undefined;
  // A key alone is rewritten, its indentation kept: a key of words joined by '_' says what its value is.
  return yaml?.key === undefined || yaml.value === undefined
    ? null
    : `${yaml.indent ?? ''}${labelledLines(new Map([[yaml.key, yaml.value]]))}`;
}

type Fields = ReadonlyMap<string, string>;

/** A JSON object's (or a Python dict's) fields of text, numbers and booleans; null when the text is no object. */
function jsonFields(text: string): Fields | null {
  const parsed = parsedJson(text) ?? (text.includes("'") || /None|True|False/.test(text) ? parsedJson(pythonAsJson(text)) : null);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields.set(key, String(value));
  }
  return fields;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A Python dict's text as JSON: its quoted texts in double quotes, None, True and False in JSON's words. */
function pythonAsJson(text: string): string {
  return text.replace(PYTHON_TOKEN, (written, single: string | undefined, double: string | undefined, word: string | undefined) =>
    single !== undefined ? JSON.stringify(single.replace(/\\(.)/g, '$1')) : (double ?? PYTHON_WORDS[word ?? ''] ?? written),
  );
}

/** A repr's keyword arguments, each value unwrapped from its quotes or call; None is no value. */
function reprFields(args: string | undefined): Fields | null {
  if (args === undefined) return null;
  const fields = new Map<string, string>();
  for (const [, key, ...values] of args.matchAll(REPR_ARGUMENT)) {
    const value = values.find((one) => one !== undefined);
    if (key !== undefined && value !== undefined && value !== 'None') fields.set(key, value);
  }
  return fields.size === 0 ? null : fields;
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
