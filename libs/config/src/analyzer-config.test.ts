import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

describe('the analyzer settings', () => {
  it('default to the public data providers, RugCheck given longer than the others, a refresh every minute, archiving after 7 days without a message, 8 days of whole market-cap history and messages’ text kept for ever', () => {
    expect(loadConfig({}, 'analyzer').analyzer).toEqual({
      dexScreenerUrl: 'https://api.dexscreener.com',
      rugCheckUrl: 'https://api.rugcheck.xyz',
      solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
      apiTimeoutMs: 5_000,
      rugCheckTimeoutMs: 10_000,
      marketCapRefreshMs: 60_000,
      autoArchiveDays: 7,
      marketCapHistoryFullDays: 8,
      messageRetentionDays: 0,
    });
  });

  it('take other providers, timeouts, a message retention and 0 to turn the refresh, the archiving and the thinning off', () => {
    const config = loadConfig(
      {
        SOLANA_RPC_URL: 'http://127.0.0.1:8899',
        EXTERNAL_API_TIMEOUT_MS: '800',
        RUGCHECK_TIMEOUT_MS: '30000',
        MARKET_CAP_REFRESH_SECONDS: '0',
        AUTO_ARCHIVE_DAYS: '0',
        MARKET_CAP_HISTORY_FULL_DAYS: '0',
        MESSAGE_RETENTION_DAYS: '90',
      },
      'analyzer',
    );
    expect(config.analyzer).toMatchObject({
      solanaRpcUrl: 'http://127.0.0.1:8899',
      apiTimeoutMs: 800,
      rugCheckTimeoutMs: 30_000,
      marketCapRefreshMs: 0,
      autoArchiveDays: 0,
      marketCapHistoryFullDays: 0,
      messageRetentionDays: 90,
    });
  });

  it('name the variable of a bad value', () => {
    expect(() => loadConfig({ DEXSCREENER_URL: 'ftp://dexscreener' }, 'analyzer')).toThrow(/DEXSCREENER_URL/);
    expect(() => loadConfig({ MARKET_CAP_REFRESH_SECONDS: 'often' }, 'analyzer')).toThrow(/MARKET_CAP_REFRESH_SECONDS/);
    expect(() => loadConfig({ RUGCHECK_TIMEOUT_MS: '50' }, 'analyzer')).toThrow(/RUGCHECK_TIMEOUT_MS/);
    for (const days of ['-1', '3651', '1.5', 'weekly']) {
      expect(() => loadConfig({ AUTO_ARCHIVE_DAYS: days }, 'analyzer')).toThrow(/AUTO_ARCHIVE_DAYS/);
      expect(() => loadConfig({ MARKET_CAP_HISTORY_FULL_DAYS: days }, 'analyzer')).toThrow(/MARKET_CAP_HISTORY_FULL_DAYS/);
      expect(() => loadConfig({ MESSAGE_RETENTION_DAYS: days }, 'analyzer')).toThrow(/MESSAGE_RETENTION_DAYS/);
    }
  });
});
