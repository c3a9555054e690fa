import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { prettyLogLines } from './pretty-log-lines.js';

describe('the pretty log lines of npm start on a terminal', () => {
  it("shows a service's JSON line as pino-pretty does, on one line, after the replica's name", () => {
    const format = prettyLogLines();
    const json = JSON.stringify({
      level: 40,
      time: '2026-11-26T07:12:01.123Z',
      pid: 4242,
      hostname: 'box',
      service: 'extractor',
      reqId: 'req-7',
      msg: 'slow batch',
      batch: 400,
    });
    const shown = format('extractor-2', json);
    expect(shown).toContain('\u001b[');
    const text = stripVTControlCharacters(shown);
    expect(text).toMatch(/^extractor-2 +\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: slow batch \{"reqId":"req-7","batch":400\}$/);
    expect(text).not.toMatch(/4242|box/);
  });

  it('shows what is not JSON as it came, and keeps one colour per service', () => {
    const format = prettyLogLines();
    expect(stripVTControlCharacters(format('gateway', 'gateway failed to start: boom'))).toBe('gateway     gateway failed to start: boom');
    const colourOf = (service: string) => format(service, 'x').slice(0, 5);
    expect(colourOf('gateway')).toBe(colourOf('gateway'));
    expect(colourOf('ingest')).not.toBe(colourOf('gateway'));
  });
});
