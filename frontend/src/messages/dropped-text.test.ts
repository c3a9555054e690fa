import { describe, expect, it } from '@jest/globals';
import { droppedTextNotice } from './dropped-text';

describe('droppedTextNotice', () => {
  it('says when the retention dropped the text and that the figures stay', () => {
    expect(droppedTextNotice({ text_dropped_at: '2026-11-20T03:00:00.000Z' })).toBe(
      'Text dropped on 2026-11-20 by the message retention (archived token); the figures and calls read from it are kept.',
    );
  });

  it('is nothing while the text is kept', () => {
    expect(droppedTextNotice({ text_dropped_at: null })).toBeNull();
  });
});
