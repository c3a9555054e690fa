import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@solana-hub/config';
import { localBase, startBanner } from './start-banner.js';

const secrets = { APP_PASSWORD: 'the-password', INGEST_TOKEN: 'the-ingest-token', SESSION_SECRET: 's'.repeat(40) };
const bannerWith = (env: Record<string, string>) => startBanner(loadConfig({ ...secrets, ...env }, 'gateway'), ['192.0.2.2', '10.1.2.3']);

describe('the start banner', () => {
  it('says, by default, that only this machine can open the dashboard, and how to open it to the network', () => {
    const banner = bannerWith({});
    expect(banner).toContain('Solana Hub is running at http://localhost:8080\n');
    expect(banner).toContain('Password:      the-password');
    expect(banner).toContain('POST http://127.0.0.1:8081/messages  (Authorization: Bearer the-ingest-token)');
    expect(banner).toContain('Only this machine can open it. To open it to your network: HOST=0.0.0.0 npm start');
    expect(banner).not.toContain('192.0.2.2');
  });

  it("says it is open to the network with HOST=0.0.0.0, at each of this machine's addresses", () => {
    const banner = bannerWith({ HOST: '0.0.0.0', PORT: '3000' });
    expect(banner).toContain('Solana Hub is running at http://localhost:3000\n');
    expect(banner).toContain('Open to your network (HOST=0.0.0.0): http://192.0.2.2:3000, http://10.1.2.3:3000.');
    expect(banner).not.toContain('Only this machine');
  });

  it("names the one address a HOST of one interface listens on, where this machine's processes reach it too", () => {
    const banner = bannerWith({ HOST: '192.0.2.2' });
    expect(banner).toContain('Solana Hub is running at http://192.0.2.2:8080\n');
    expect(banner).toContain('POST http://192.0.2.2:8081/messages');
    expect(banner).toContain('Open to your network (HOST=192.0.2.2).');
  });

  it('reaches a service on every interface through loopback, and writes IPv6 addresses in brackets', () => {
    expect([localBase('0.0.0.0', 1), localBase('::', 2), localBase('::1', 3), localBase('127.0.0.1', 4)]).toEqual([
      'http://127.0.0.1:1',
      'http://127.0.0.1:2',
      'http://[::1]:3',
      'http://127.0.0.1:4',
    ]);
  });
});
