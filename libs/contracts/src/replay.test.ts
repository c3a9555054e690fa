import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId, type RawMessage } from './raw-message.js';
import { rawMessageJobSchema, replayJobId } from './replay.js';

const message: RawMessage = {
  source: 'telegram-export',
  chatId: '-1001234',
  chatTitle: 'Calls',
  messageId: '5678',
  editVersion: 0,
  date: '2026-03-01T12:00:00.000Z',
  text: 'NUL \u0000 here',
  links: [],
  receivedAt: '2026-03-01T12:00:01.000Z',
};

describe('a raw-messages job', () => {
  it('is a raw message as before, cleaned as before, when it is no replay', () => {
    const parsed = rawMessageJobSchema.parse(message);
    expect(parsed).not.toHaveProperty('replay');
    expect(parsed.text).toBe('NUL \uFFFD here');
  });

  it('keeps the replay mark of a stored message put back on the queue, and refuses a run id a job id cannot carry', () => {
    const replay = { run: 'mi3k2x-4f09ab', storedType: 'unknown', onlyReclassified: true };
    expect(rawMessageJobSchema.parse({ ...message, replay })).toMatchObject({ messageId: '5678', replay });
    expect(rawMessageJobSchema.safeParse({ ...message, replay: { ...replay, run: 'a:b' } }).success).toBe(false);
  });

  it("is queued under the run's own id when replayed: never the message's, which BullMQ keeps an hour after it completed", () => {
    expect(replayJobId('mi3k2x-4f09ab', message)).toBe('replay_mi3k2x-4f09ab_msg_-1001234_5678_v0');
    expect(replayJobId('mi3k2x-4f09ab', message)).not.toBe(rawMessageJobId(message));
    expect(replayJobId('other', message)).not.toBe(replayJobId('mi3k2x-4f09ab', message));
  });
});
