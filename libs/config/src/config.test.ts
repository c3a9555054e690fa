import { describe, expect, it } from '@jest/globals';
import { ConfigError, DEFAULT_DATABASE_URL, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({}, 'gateway');
    expect(config.ports).toEqual({ gateway: 8080, ingest: 8081, extractor: 8082, analyzer: 8083 });
    expect(config.databaseUrl).toBe(DEFAULT_DATABASE_URL);
    expect(config.logLevel).toBe('info');
    expect(config.demoFeed).toBe(true);
    expect(config.generatedSecrets).toEqual(['INGEST_TOKEN', 'APP_PASSWORD', 'SESSION_SECRET']);
    expect(config.appPassword.length).toBeGreaterThanOrEqual(12);
  });

  it('turns the demo feed off by default when a Telegram bot token is set', () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc' }, 'ingest').demoFeed).toBe(false);
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc', DEMO_FEED: 'on' }, 'ingest').demoFeed).toBe(true);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, 'gateway')).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, 'gateway')).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_FEED: 'maybe' }, 'ingest')).toThrow(/DEMO_FEED/);
  });

  it('refuses to start the gateway in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, 'gateway')).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_PASSWORD: 'pw' }, 'gateway')).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', APP_PASSWORD: 'pw', SESSION_SECRET: 'x'.repeat(32) }, 'gateway');
    expect(config.generatedSecrets).toEqual(['INGEST_TOKEN']);
  });

  it('reads per-queue concurrency overrides and names a malformed list', () => {
    expect(loadConfig({}, 'extractor').queueConcurrency).toEqual({});
    expect(loadConfig({ QUEUE_CONCURRENCY: 'raw-messages=500,analysis=8' }, 'extractor').queueConcurrency).toEqual({ 'raw-messages': 500, analysis: 8 });
    expect(() => loadConfig({ QUEUE_CONCURRENCY: 'raw-messages:500' }, 'extractor')).toThrow(/QUEUE_CONCURRENCY/);
    expect(() => loadConfig({ QUEUE_CONCURRENCY: 'analysis=0' }, 'analyzer')).toThrow(/QUEUE_CONCURRENCY.*1 to 10000/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }, 'gateway').ports.gateway).toBe(8080);
  });
});
