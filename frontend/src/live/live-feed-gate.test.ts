import { describe, expect, it } from '@jest/globals';
import { shouldConnectLiveFeed } from './live-feed-gate';

describe('shouldConnectLiveFeed', () => {
  it('connects on every signed-in page the gateway serves', () => {
    expect(shouldConnectLiveFeed({ pathname: '/', hostname: 'hub.example.com', port: '' })).toBe(true);
    expect(shouldConnectLiveFeed({ pathname: '/messages', hostname: 'localhost', port: '8080' })).toBe(true);
  });

  it('skips the login page and the local dev server', () => {
    expect(shouldConnectLiveFeed({ pathname: '/login', hostname: 'hub.example.com', port: '' })).toBe(false);
    expect(shouldConnectLiveFeed({ pathname: '/', hostname: 'localhost', port: '5173' })).toBe(false);
    expect(shouldConnectLiveFeed({ pathname: '/', hostname: '127.0.0.1', port: '5173' })).toBe(false);
  });
});
