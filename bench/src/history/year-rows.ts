// The year's rows as COPY's text format writes them: messages and their raw copies from the
// demo feed's texts (the token's address, name and symbol put in), and the refresh's
// market-cap observations.
import { loadConfig } from '@solana-hub/config';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { randomSequence } from '@solana-hub/testing';
import type { Chat, Token, Year } from './year-shape.js';

const MINUTE_S = 60;
const HOUR_S = 3_600;
/** The analyzer's MARKET_CAP_HISTORY_FULL_DAYS as a hub runs it by default: older observations are thinned to a few an hour. */
export const FULL_DAYS = loadConfig({}, 'analyzer').analyzer.marketCapHistoryFullDays;
/** What a thinned hour keeps (market-cap-thinning.ts keeps at most three an hour between call bounds). */
const THINNED_MINUTES = [7, 29, 51];
/** The refresh asks about tokens with a message in the last day (ACTIVE_WINDOW_MS). */
const ACTIVE_AFTER_LAST_MESSAGE_S = 24 * HOUR_S;

/** COPY text format: backslash, tab, newline and carriage return escaped; \N is null. */
function field(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}

const DAY_MS = 86_400_000;
const padded = (digits: number, count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(digits, '0'));
const TWO_DIGITS = padded(2, 60);
const THREE_DIGITS = padded(3, 1_000);
let isoDay = Number.NaN;
let isoDayPrefix = '';

/**
 * `new Date(seconds * 1_000).toISOString()`, exactly (the milliseconds truncated as Date does),
 * from the day's prefix kept between calls: the rows come in time order, so a day's is made once.
 */
function iso(seconds: number): string {
  const ms = Math.trunc(seconds * 1_000);
  const day = Math.floor(ms / DAY_MS);
  if (day !== isoDay) {
    isoDay = day;
    isoDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  const inDay = ms - day * DAY_MS;
  const second = Math.floor(inDay / 1_000);
  return `${isoDayPrefix}${TWO_DIGITS[Math.floor(second / 3_600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}.${THREE_DIGITS[inDay % 1_000]}Z`;
}

interface Shape {
  messageType: string;
  /** The text cut where the token's address, name and symbol go. */
  parts: string[];
  slots: Array<'address' | 'name' | 'symbol'>;
  links: string[];
}

/** Each demo alert as a shape: its text with its token's address, name and symbol as slots. */
function shapes(): Map<string, Shape[]> {
  const byType = new Map<string, Shape[]>();
  for (const alert of demoAlerts) {
    const { tokenAddress, tokenName, tokenSymbol, messageType } = alert.expected;
    const slotOf: Array<[string, Shape['slots'][number]]> = [[tokenAddress, 'address']];
    if (tokenName) slotOf.push([tokenName, 'name']);
    if (tokenSymbol) slotOf.push([tokenSymbol, 'symbol']);
    const parts: string[] = [];
    const slots: Shape['slots'] = [];
    let rest = alert.text;
    for (;;) {
      const next = slotOf
        .map(([text, slot]) => ({ slot, text, at: rest.indexOf(text) }))
        .filter((hit) => hit.at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      parts.push(rest.slice(0, next.at));
      slots.push(next.slot);
      rest = rest.slice(next.at + next.text.length);
    }
    parts.push(rest);
    const links = (alert.links ?? []).map((link) => link.replace(tokenAddress, '\u0000'));
    byType.set(messageType, [...(byType.get(messageType) ?? []), { messageType, parts, slots, links }]);
  }
  return byType;
}

/** A shape as COPY text: its text's parts escaped, its links' JSON escaped and cut where the address goes. */
interface EscapedShape {
  messageType: string;
  parts: string[];
  slots: Shape['slots'];
  linksJson: string[];
}

function escapedShape(shape: Shape): EscapedShape {
  // Each link holds the address once at most, and JSON writes its placeholder as the six characters \u0000.
  const linksJson = field(JSON.stringify(shape.links)).split(field(JSON.stringify('\u0000').slice(1, -1)));
  return { messageType: shape.messageType, parts: shape.parts.map(field), slots: shape.slots, linksJson };
}

/** A token's fields as COPY text, and as JSON strings within COPY text. */
interface TokenFields {
  address: string;
  name: string;
  symbol: string;
  addressJson: string;
  symbolJson: string;
}

const tokenFieldsCache = new WeakMap<Token, TokenFields>();
function tokenFields(token: Token): TokenFields {
  let fields = tokenFieldsCache.get(token);
  if (!fields) {
    fields = {
      address: field(token.address),
      name: field(token.name),
      symbol: field(token.symbol),
      addressJson: field(JSON.stringify(token.address)),
      symbolJson: field(JSON.stringify(token.symbol)),
    };
    tokenFieldsCache.set(token, fields);
  }
  return fields;
}

/** The message's text and links as COPY text (what field(text) and field(JSON.stringify(links)) give). */
function fill(shape: EscapedShape, token: TokenFields | undefined): { text: string; links: string } {
  if (!token) return { text: field(`${shape.messageType} digest: nothing new in the last hour`), links: '[]' };
  let text = shape.parts[0] ?? '';
  shape.slots.forEach((slot, n) => (text += token[slot] + (shape.parts[n + 1] ?? '')));
  return { text, links: shape.linksJson.join(token.address) };
}

/** JSON.stringify of the extractor's output for the message, as COPY text (a template: no per-row stringify). */
function extractedJson(token: TokenFields | undefined, cap: number, holders: number): string {
  if (!token) return '{"fields":{},"accumulate":[]}';
  const stated = Number.isNaN(cap) ? '' : `"market_cap":${cap},`;
  return (
    `{"fields":{"token_address":${token.addressJson},"token_symbol":${token.symbolJson},${stated}"holder_count":${holders}},` +
    `"accumulate":[{"field":"holder_count","accumulator":"latest","value":${holders}}],"figures":{"holder_count":${holders}}}`
  );
}

export interface MessageLines {
  message: string;
  raw: string;
}

/** A chat's fields as COPY text. */
const chatFields = (chat: Chat) => ({ chatId: field(chat.chatId), title: field(chat.title), messageType: field(chat.messageType) });

/**
 * The messages and raw_messages lines of messages [from, to): ids are the messages' order (the
 * extractor writes in arrival order), the chat titles those of the chats.
 */
export function messageLines(year: Year, from: number, to: number): MessageLines {
  const byType = shapesOnce();
  const chats = year.chats.map(chatFields);
  const random = randomSequence(from + 1);
  let message = '';
  let raw = '';
  for (let i = from; i < to; i += 1) {
    const chatIndex = year.chat[i] ?? 0;
    const chat = chats[chatIndex];
    const messageType = year.chats[chatIndex]?.messageType ?? '';
    if (!chat) continue;
    const drawn = year.tokens[year.token[i] ?? -1];
    const token = drawn && tokenFields(drawn);
    const options = byType.get(messageType) ?? [];
    const shape = options[i % options.length] ?? escapedShape({ messageType, parts: [''], slots: [], links: [] });
    const { text, links } = fill(shape, token);
    const at = year.at[i] ?? 0;
    const cap = year.marketCap[i] ?? Number.NaN;
    const messageId = year.messageId[i];
    const holders = 20 + Math.floor(random() * 2_000);
    const trending = messageType === 'trench_radar' ? (random() < 0.2 ? 'HOT' : 'WARM') : '\\N';
    const tokenColumns = token ? `${token.address}\t${token.name}\t${token.symbol}` : '\\N\t\\N\t\\N';
    const stated = Number.isNaN(cap) ? '\\N' : String(cap);
    const date = iso(at);
    // Columns as MESSAGE_COLUMNS and RAW_COLUMNS name them.
    message += `${i + 1}\t${chat.chatId}\t${messageId}\t${chat.messageType}\t${tokenColumns}\t${date}\t${text}\t\\N\t${stated}\t\\N\t${trending}\t${links}\t\\N\t\\N\t${extractedJson(token, cap, holders)}\t${iso(at + 1 + random() * 2)}\n`;
    raw += `${i + 1}\ttelegram\t${chat.chatId}\t${chat.title}\t${messageId}\t0\t${date}\t${text}\t${links}\t${iso(at + random())}\n`;
  }
  return { message, raw };
}

export const MESSAGE_COLUMNS =
  'id, chat_id, message_id, message_type, token_address, token_name, token_symbol, timestamp, message_text, description, market_cap, twitter_mentions, trending_level, links, caller_name, caller_link, extracted_data, created_at';
export const RAW_COLUMNS = 'id, source, chat_id, chat_title, message_id, edit_version, date, text, links, received_at';

let shapeCache: Map<string, EscapedShape[]> | null = null;
const shapesOnce = () => (shapeCache ??= new Map([...shapes()].map(([type, options]) => [type, options.map(escapedShape)])));

/** The refresh's MAX_REFRESHED_TOKENS: the most recently named tokens of the day, 300 at a time. */
const REFRESHED_TOKENS = 300;

/** A token's market cap at `at` (seconds) by its curve, with some noise. */
function curveCap(token: Token, at: number, random: () => number): number {
  const since = at - token.launchedAt;
  const shape =
    since <= token.peakAfter
      ? 1 + (token.peakMultiple - 1) * (since / Math.max(token.peakAfter, 1))
      : Math.max(0.02, token.peakMultiple * Math.exp(-(since - token.peakAfter) / token.decay));
  return Math.round(token.startCap * shape * Math.exp((random() - 0.5) * 0.1));
}

/**
 * The analyzer's refresh observations hour by hour, as they stand after the thinning: each hour
 * the refresh asks about the REFRESHED_TOKENS tokens named most recently within the last day
 * (recentlyActiveTokens), every minute; observations older than FULL_DAYS are thinned to a few
 * an hour. Call with consecutive hour ranges from the year's first hour: it sweeps the messages
 * once.
 */
export function observationSweep(year: Year): { hours: number; lines: (fromHour: number, toHour: number) => string } {
  const firstHour = Math.ceil((year.endsAt - 365 * 24 * HOUR_S) / HOUR_S) * HOUR_S;
  const wholeFrom = year.endsAt - FULL_DAYS * 24 * HOUR_S;
  const latest = new Map<number, number>();
  const random = randomSequence(7);
  let next = 0;
  const lines = (fromHour: number, toHour: number) => {
    let text = '';
    for (let hour = firstHour + fromHour * HOUR_S; hour < firstHour + toHour * HOUR_S; hour += HOUR_S) {
      for (; next < year.at.length && (year.at[next] ?? 0) <= hour; next += 1) {
        const token = year.token[next] ?? -1;
        if (token >= 0) latest.set(token, year.at[next] ?? 0);
      }
      for (const [token, at] of latest) if (at <= hour - ACTIVE_AFTER_LAST_MESSAGE_S) latest.delete(token);
      const refreshed = [...latest].sort((a, b) => b[1] - a[1]).slice(0, REFRESHED_TOKENS);
      const minutes = hour < wholeFrom ? THINNED_MINUTES : Array.from({ length: 60 }, (_, minute) => minute);
      for (const [index] of refreshed) {
        const token = year.tokens[index];
        if (!token) continue;
        for (const minute of minutes) {
          const at = hour + minute * MINUTE_S;
          if (at <= year.endsAt) text += `${token.address}\t${iso(at)}\t${curveCap(token, at, random)}\n`;
        }
      }
    }
    return text;
  };
  return { hours: Math.floor((year.endsAt - firstHour) / HOUR_S) + 1, lines };
}
