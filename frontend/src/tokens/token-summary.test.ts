import { describe, expect, it } from '@jest/globals';
import { anAlertMessage } from '../testing/fixtures';
import { descriptionPreview, summarizeMessages, uniqueDescriptions } from './token-summary';

describe('summarizeMessages', () => {
  it('gives the newest and oldest times, the count and the descriptions', () => {
    const messages = [
      anAlertMessage({ id: 3, timestamp: '2025-01-01T12:00:00Z', description: 'Whales buying' }),
      anAlertMessage({ id: 2, timestamp: '2025-01-01T10:00:00Z', description: 'Dev sold' }),
      anAlertMessage({ id: 1, timestamp: '2025-01-01T11:00:00Z', description: 'Whales buying' }),
    ];
    expect(summarizeMessages(messages)).toEqual({
      latestTimestamp: Date.parse('2025-01-01T12:00:00Z'),
      firstTimestamp: Date.parse('2025-01-01T10:00:00Z'),
      messageCount: 3,
      descriptions: ['Whales buying', 'Dev sold'],
    });
  });

  it('has no times without messages', () => {
    expect(summarizeMessages([])).toEqual({ latestTimestamp: null, firstTimestamp: null, messageCount: 0, descriptions: [] });
  });
});

describe('uniqueDescriptions', () => {
  it("skips empty descriptions and the 'No description available' placeholder", () => {
    const messages = [
      anAlertMessage({ description: null }),
      anAlertMessage({ description: '   ' }),
      anAlertMessage({ description: 'No description available' }),
      anAlertMessage({ description: ' Fresh launch ' }),
      anAlertMessage({ description: 'Fresh launch' }),
    ];
    expect(uniqueDescriptions(messages)).toEqual(['Fresh launch']);
  });
});

describe('descriptionPreview', () => {
  it('shows 4 descriptions and counts the rest', () => {
    expect(descriptionPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(descriptionPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });
});
