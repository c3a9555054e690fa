// The year's rows as COPY's text format writes them: messages and their raw copies from the
// demo feed's texts (the token's address, name and symbol put in), and the refresh's
// market-cap observations.
import { demoAlerts } from '@solana-hub/demo-alerts';
import { randomSequence } from '@solana-hub/testing';
import type { Token, Year } from './year-shape.js';

const MINUTE_S = 60;
const HOUR_S = 3_600;
/** The analyzer's default MARKET_CAP_HISTORY_FULL_DAYS: older observations are thinned to a few an hour. */
const FULL_DAYS = 8;
/** What a thinned hour keeps (market-cap-thinning.ts keeps at most three an hour between call bounds). */
const THINNED_MINUTES = [7, 29, 51];
/** The refresh asks about tokens with a message in the last day (ACTIVE_WINDOW_MS). */
const ACTIVE_AFTER_LAST_MESSAGE_S = 24 * HOUR_S;

/** COPY text format: backslash, tab, newline and carriage return escaped; \N is null. */
function field(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}
const line = (values: ReadonlyArray<string | null>) => `${values.map(field).join('\t')}\n`;
const iso = (seconds: number) => new Date(seconds * 1_000).toISOString();

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

function fill(shape: Shape, token: Token | undefined): { text: string; links: string[] } {
  if (!token) return { text: `${shape.messageType} digest: nothing new in the last hour`, links: [] };
  let text = shape.parts[0] ?? '';
  shape.slots.forEach((slot, n) => (text += token[slot === 'address' ? 'address' : slot] + (shape.parts[n + 1] ?? '')));
  return { text, links: shape.links.map((link) => link.replace('\u0000', token.address)) };
}

export interface MessageLines {
  message: string;
  raw: string;
}

/**
 * The messages and raw_messages lines of messages [from, to): ids are the messages' order (the
 * extractor writes in arrival order), the chat titles those of the chats.
 */
export function messageLines(year: Year, from: number, to: number): MessageLines {
  const byType = shapesOnce();
  const random = randomSequence(from + 1);
  let message = '';
  let raw = '';
  for (let i = from; i < to; i += 1) {
    const chat = year.chats[year.chat[i] ?? 0];
    if (!chat) continue;
    const token = year.tokens[year.token[i] ?? -1];
    const options = byType.get(chat.messageType) ?? [];
    const shape = options[i % options.length] ?? { messageType: chat.messageType, parts: [''], slots: [], links: [] };
    const { text, links } = fill(shape, token);
    const at = year.at[i] ?? 0;
    const cap = year.marketCap[i] ?? Number.NaN;
    const messageId = String(year.messageId[i]);
    const holders = 20 + Math.floor(random() * 2_000);
    const extracted = token
      ? {
          fields: {
            token_address: token.address,
            token_symbol: token.symbol,
            ...(Number.isNaN(cap) ? {} : { market_cap: cap }),
            holder_count: holders,
          },
          accumulate: [{ field: 'holder_count', accumulator: 'latest', value: holders }],
          figures: { holder_count: holders },
        }
      : { fields: {}, accumulate: [] };
    message += line([
      String(i + 1),
      chat.chatId,
      messageId,
      chat.messageType,
      token?.address ?? null,
      token?.name ?? null,
      token?.symbol ?? null,
      iso(at),
      text,
      null,
      Number.isNaN(cap) ? null : String(cap),
      null,
      chat.messageType === 'trench_radar' ? (random() < 0.2 ? 'HOT' : 'WARM') : null,
      JSON.stringify(links),
      null,
      null,
      JSON.stringify(extracted),
      iso(at + 1 + random() * 2),
    ]);
    raw += line([
      String(i + 1),
      'telegram',
      chat.chatId,
      chat.title,
      messageId,
      '0',
      iso(at),
      text,
      JSON.stringify(links),
      iso(at + random()),
    ]);
  }
  return { message, raw };
}

export const MESSAGE_COLUMNS =
  'id, chat_id, message_id, message_type, token_address, token_name, token_symbol, timestamp, message_text, description, market_cap, twitter_mentions, trending_level, links, caller_name, caller_link, extracted_data, created_at';
export const RAW_COLUMNS = 'id, source, chat_id, chat_title, message_id, edit_version, date, text, links, received_at';

let shapeCache: Map<string, Shape[]> | null = null;
const shapesOnce = () => (shapeCache ??= shapes());

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
