import { isoTime, type JsonRow } from '../common/json-rows.js';
import type { CallFigures } from './call-figures.js';

/** A chat's first message about a token, with the chat's title as that message's raw copy gave it. */
export interface FirstMessage {
  token_address: string;
  chat_id: string;
  message_id: string;
  timestamp: Date;
  market_cap: number | null;
  chat_title: string | null;
}

/** The stored row of the call a chat's first message makes, with its figures and its place among the token's calls. */
export function callRow(message: FirstMessage, figures: CallFigures, first: boolean, minutesBehindFirst: number): JsonRow<'channel_calls'> {
  return {
    token_address: message.token_address,
    chat_id: message.chat_id,
    message_id: message.message_id,
    chat_title: message.chat_title,
    called_at: isoTime(message.timestamp),
    market_cap_at_call: figures.marketCapAtCall,
    peak_1h: figures.peak1h,
    peak_24h: figures.peak24h,
    peak_7d: figures.peak7d,
    peak_source: figures.peakSource,
    minutes_to_2x: figures.minutesToTwoX,
    drawdown_7d: figures.drawdown7d,
    lowest_7d: figures.lowest7d,
    first,
    minutes_behind_first: minutesBehindFirst,
  };
}
