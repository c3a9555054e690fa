import { describe, expect, it } from '@jest/globals';
import { urlFromQueryKey } from './query-key-url';

describe('urlFromQueryKey', () => {
  it('is the path of a one-part key', () => {
    expect(urlFromQueryKey(['/api/latest-messages'])).toBe('/api/latest-messages');
  });

  it('adds the non-empty parameters as a query string', () => {
    expect(urlFromQueryKey(['/api/tokens', { message_types: 'insider,curated', search: '', page: undefined }])).toBe(
      '/api/tokens?message_types=insider%2Ccurated',
    );
    expect(urlFromQueryKey(['/api/tokens', {}])).toBe('/api/tokens');
  });

  it('refuses a key that is not a path', () => {
    expect(() => urlFromQueryKey([42])).toThrow('URL path');
  });
});
