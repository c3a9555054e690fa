import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

describe('the analyzer settings', () => {
  it('default to the public data providers and a refresh every minute', () => {
    expect(loadConfig({}, 'analyzer').analyzer).toEqual({
      dexScreenerUrl: 'https://api.dexscreener.com',
      rugCheckUrl: 'https://api.rugcheck.xyz',
      solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
      apiTimeoutMs: 5_000,
      marketCapRefreshMs: 60_000,
    });
  });

  it('take other providers, a timeout and 0 to turn the refresh off', () => {
    const config = loadConfig(
      { SOLANA_RPC_URL: 'http://127.0.0.1:8899', EXTERNAL_API_TIMEOUT_MS: '800', MARKET_CAP_REFRESH_SECONDS: '0' },
      'analyzer',
    );
    expect(config.analyzer).toMatchObject({ solanaRpcUrl: 'http://127.0.0.1:8899', apiTimeoutMs: 800, marketCapRefreshMs: 0 });
  });

  it('name the variable of a bad value', () => {
    expect(() => loadConfig({ DEXSCREENER_URL: 'ftp://dexscreener' }, 'analyzer')).toThrow(/DEXSCREENER_URL/);
    expect(() => loadConfig({ MARKET_CAP_REFRESH_SECONDS: 'often' }, 'analyzer')).toThrow(/MARKET_CAP_REFRESH_SECONDS/);
  });
});
