import { CHANNEL_FIGURES, type ChannelScore } from '@solana-hub/contracts';

/** The CSV's columns: the API's fields, in its order. */
const COLUMNS = ['chat_id', 'chat_title', ...CHANNEL_FIGURES] as const;

/** Text a spreadsheet reads as a number and nothing else: a chat id such as -1001234567890. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** How a spreadsheet formula can start (OWASP's CSV injection list): = + - @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The Channels rows as CSV (RFC 4180: CRLF, quotes doubled). Chat ids and titles are whatever a
 * source sent: one that starts like a formula is written as text a spreadsheet shows instead of
 * running it. An empty cell is a figure without data.
 */
export function channelsCsv(channels: readonly ChannelScore[]): string {
  const lines = [COLUMNS.join(','), ...channels.map((channel) => COLUMNS.map((column) => cell(channel[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number' || PLAIN_NUMBER.test(value)) return String(value);
  // The quote makes the cell text; the double quotes keep a separator after it inside the cell.
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return /[",\r\n]/.test(value) ? quoted(value) : value;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
