import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { importProgress } from './import-progress.js';

/** A stream that keeps what is written to it, a terminal or not. */
function output(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 120 }) as unknown as NodeJS.WriteStream;
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('the import progress', () => {
  it('writes a line every 10,000 messages where it is no terminal (a log keeps lines, not a redrawn bar)', () => {
    const { stream, text } = output(false);
    const progress = importProgress(1_000_000, stream);
    progress.update(100_000, 9_999, 9_000);
    progress.update(120_000, 10_000, 9_500);
    progress.update(150_000, 15_000, 14_000);
    progress.update(500_000, 20_500, 19_000);
    progress.interrupt('The queue (Redis) does not answer; the import waits for it.');
    progress.stop();
    expect(text().split('\n')).toEqual([
      '10,000 messages read, 9,500 queued (12% of the file)',
      '20,500 messages read, 19,000 queued (50% of the file)',
      'The queue (Redis) does not answer; the import waits for it.',
      '',
    ]);
  });

  it('draws a bar through the file on a terminal, with the messages read and queued', () => {
    const { stream, text } = output(true);
    const progress = importProgress(1_000_000, stream);
    progress.update(500_000, 20_500, 19_000);
    progress.stop();
    expect(text()).toMatch(/importing \[[^\]]+\] 50% \| 20,500 messages read, 19,000 queued/);
  });
});
