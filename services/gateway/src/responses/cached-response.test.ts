import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedResponse, COMPRESS_AT_ONCE_BYTES } from './cached-response.js';

// A response's compressed bodies, small ones made at once and large ones in the thread pool:
// either way each decodes to the same JSON, and is made once however many clients ask.
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ token_address: `Token${index}`, market_cap: index * 1_000 }));

describe('a cached response body', () => {
  it.each([
    ['small (compressed at once)', 10],
    ['large (compressed in the thread pool)', 20_000],
  ])('%s decodes to its JSON in brotli and gzip, made once', async (_, count) => {
    const response = CachedResponse.of({ value: rows(count) }, 'W/"tag"');
    expect(response.json.length <= COMPRESS_AT_ONCE_BYTES).toBe(count === 10);
    const [brotli, again, gzip] = await Promise.all([response.body('br'), response.body('br'), response.body('gzip')]);
    expect(brotliDecompressSync(brotli).equals(response.json)).toBe(true);
    expect(gunzipSync(gzip).equals(response.json)).toBe(true);
    expect(again).toBe(brotli);
  });
});
