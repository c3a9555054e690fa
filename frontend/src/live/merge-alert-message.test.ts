import { describe, expect, it } from '@jest/globals';
import { anAlertMessage } from '../testing/fixtures';
import { mergeAlertMessage } from './merge-alert-message';

describe('mergeAlertMessage', () => {
  it('takes the incoming message when there was none', () => {
    const incoming = anAlertMessage();
    expect(mergeAlertMessage(undefined, incoming)).toBe(incoming);
  });

  it('lets new non-empty values override and keeps old ones otherwise', () => {
    const previous = anAlertMessage({ id: 1, description: 'Old', market_cap: 100, trending_level: '🟢' });
    const incoming = anAlertMessage({
      id: 2,
      description: 'No description available',
      market_cap: null,
      trending_level: '  ',
      links: '[]',
      message_text: 'Second alert',
    });
    expect(mergeAlertMessage(previous, incoming)).toEqual({
      ...previous,
      id: 2,
      message_text: 'Second alert',
    });
  });
});
