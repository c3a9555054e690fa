import { CHANNEL_FIGURES, type ChannelScore } from '@solana-hub/contracts';

/** The CSV's columns: the API's fields, in its order. */
const COLUMNS = ['chat_id', 'chat_title', ...CHANNEL_FIGURES] as const;

/**
 * The Channels rows as CSV (RFC 4180: CRLF, quotes doubled). A title is a chat's own text: one
 * that starts like a formula (= + - @, tab, CR) is prefixed with ' so a spreadsheet shows it
 * instead of running it. An empty cell is a figure without data.
 */
export function channelsCsv(channels: readonly ChannelScore[]): string {
  const rows = channels.map((channel) => ({
    ...channel,
    chat_title: channel.chat_title === null ? null : notAFormula(channel.chat_title),
  }));
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Only the title is outside text: a chat id such as -100… is a number to a spreadsheet, and stays as it is. */
const notAFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
