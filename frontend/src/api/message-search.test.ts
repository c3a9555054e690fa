import { describe, expect, it } from '@jest/globals';
import { messageSearchParams } from './message-search';
import { urlFromQueryKey } from './query-key-url';

describe('messageSearchParams', () => {
  it('asks for every message, old ones included, when no filter is set', () => {
    const params = messageSearchParams({ search: '  ', trending: 'all', messageType: 'all' });
    expect(urlFromQueryKey(['/api/messages', params])).toBe('/api/messages?includeOld=true');
  });

  it('sends the trimmed search text, the trending circle and the message type', () => {
    const params = messageSearchParams({ search: ' Goblin Cat ', trending: '🔴', messageType: 'insider' });
    expect(params).toEqual({ q: 'Goblin Cat', trending: '🔴', type: 'insider', includeOld: true });
    expect(urlFromQueryKey(['/api/messages', params])).toBe(
      `/api/messages?q=Goblin+Cat&trending=${encodeURIComponent('🔴')}&type=insider&includeOld=true`,
    );
  });
});
