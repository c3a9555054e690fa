import { describe, expect, it } from '@jest/globals';
import type { IncomingHttpHeaders } from 'node:http';
import { requestOrigin, type RequestOrigin, type Scheme } from './request-origin.js';

const cases: Array<[string, IncomingHttpHeaders, RequestOrigin, Scheme?]> = [
  ['no Origin, no Referer: not a page', { host: 'hub.example' }, 'absent'],
  ['the same origin', { host: 'hub.example:3000', origin: 'http://hub.example:3000' }, 'same', 'http'],
  ['a Referer of the same origin', { host: 'hub.example', referer: 'https://hub.example/templates' }, 'same'],
  ['an https page of the same host, on plain http', { host: 'hub.example', origin: 'https://hub.example' }, 'cross', 'http'],
  ['an http page of the same host, over https', { host: 'hub.example', origin: 'http://hub.example' }, 'cross'],
  ['another site', { host: 'hub.example', origin: 'https://evil.example' }, 'cross'],
  ['another port', { host: 'hub.example:3000', origin: 'http://hub.example:3001' }, 'cross', 'http'],
  ['a subdomain', { host: 'hub.example', origin: 'https://a.hub.example' }, 'cross'],
  ['a Referer of another site', { host: 'hub.example', referer: 'https://evil.example/page' }, 'cross'],
  ['a sandboxed frame', { host: 'hub.example', origin: 'null' }, 'cross'],
  ['no Host at all', { origin: 'https://hub.example' }, 'cross'],
  ['a forged X-Forwarded-Host', { host: 'hub.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, 'cross'],
  ['a Host that is more than a host', { host: 'hub.example/x', origin: 'https://hub.example' }, 'cross'],
  ['a Host with credentials', { host: 'evil@hub.example', origin: 'https://hub.example' }, 'cross'],
  ['the Host in capitals', { host: 'HUB.example', origin: 'https://hub.example' }, 'same'],
  ['the default port spelled out', { host: 'hub.example:443', origin: 'https://hub.example' }, 'same'],
  [
    'the browser says same-origin (a proxy rewrote Host)',
    { host: 'gateway:3000', origin: 'https://hub.example', 'sec-fetch-site': 'same-origin' },
    'same',
  ],
  ['the browser says same-site', { host: 'hub.example', origin: 'https://hub.example', 'sec-fetch-site': 'same-site' }, 'cross'],
  ['the browser says cross-site, even without an Origin', { host: 'hub.example', 'sec-fetch-site': 'cross-site' }, 'cross'],
  ['the user typed the address', { host: 'hub.example', 'sec-fetch-site': 'none' }, 'same'],
];

describe('requestOrigin', () => {
  // Most cases are asked over https, as behind a TLS proxy.
  it.each(cases)('%s', (_case, headers, expected, scheme = 'https') => {
    expect(requestOrigin(headers, scheme)).toBe(expected);
  });
});
