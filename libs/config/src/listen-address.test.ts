import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';
import { isLoopback } from './listen-address.js';

describe('HOST', () => {
  it('is loopback by default: a service answers this machine only until told otherwise', () => {
    expect(loadConfig({}, 'gateway').host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }, 'gateway').host).toBe('127.0.0.1');
  });

  it("takes every interface or one interface's address, IPv4 or IPv6", () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '::1']) expect(loadConfig({ HOST: host }, 'ingest').host).toBe(host);
  });

  it('refuses a name, which would leave the address to the resolver', () => {
    for (const host of ['localhost', 'my-server', '0.0.0.0:8080', '*'])
      expect(() => loadConfig({ HOST: host }, 'gateway')).toThrow(/HOST: an IP address: 127\.0\.0\.1 \(this machine only\), 0\.0\.0\.0/);
  });

  it('tells loopback from addresses other machines reach', () => {
    expect(['127.0.0.1', '127.0.0.53', '::1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['0.0.0.0', '::', '192.0.2.2', '::ffff:7f00:1'].map(isLoopback)).toEqual([false, false, false, false]);
  });
});
