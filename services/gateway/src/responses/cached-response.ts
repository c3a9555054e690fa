import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ResponseEncoding = 'br' | 'gzip';

/**
 * Bodies up to this size are compressed at once on the main thread (about a millisecond for
 * 64 KB at brotli quality 5), not in libuv's thread pool, whose four threads are shared with
 * everything else asynchronous (an answer of changes of 6 KB compressed waited there p50
 * 30-139 ms, p99 seconds, on a loaded machine, while the live feed still deflated each frame
 * once per socket in that pool). Whole lists (megabytes) still go to the pool.
 */
export const COMPRESS_AT_ONCE_BYTES = 64 * 1024;

/** What a response is made of: its JSON value and the headers that go with it (its list version). */
export interface ResponseContent {
  value: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * The ETag of a list at a data version (the dashboard fingerprint). It names the state of the
 * list, not the bytes of one response, so a full response and a response of changes that bring a
 * client to the same state carry the same tag, and a poll from a client in that state is 304
 * whichever it got. Weak: the JSON leaves brotli-, gzip- or un-encoded, equivalent. 16
 * characters (96 bits) tell versions apart and keep every 304 short.
 */
export function listStateTag(list: string, dataVersion: string): string {
  return `W/"${createHash('sha1').update(list).update('\0').update(dataVersion).digest('base64url').slice(0, 16)}"`;
}

/**
 * One JSON response made once per data version and sent as is to every client that asks for it:
 * the serialized body, its ETag and headers, and its compressed forms (each made on first
 * demand, small ones at once and large ones in the thread pool, then kept).
 */
export class CachedResponse {
  private readonly encoded = new Map<ResponseEncoding, Promise<Buffer>>();

  constructor(
    readonly json: Buffer,
    readonly etag: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  static of(content: ResponseContent, etag: string): CachedResponse {
    return new CachedResponse(Buffer.from(JSON.stringify(content.value)), etag, content.headers);
  }

  body(encoding: ResponseEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        this.json.length <= COMPRESS_AT_ONCE_BYTES ? Promise.resolve(this.compressedAtOnce(encoding)) : this.compressedInPool(encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }

  private compressedAtOnce(encoding: ResponseEncoding): Buffer {
    return encoding === 'br' ? brotliCompressSync(this.json, brotliOptions(this.json.length)) : gzipSync(this.json);
  }

  private compressedInPool(encoding: ResponseEncoding): Promise<Buffer> {
    return encoding === 'br' ? brotli(this.json, brotliOptions(this.json.length)) : gzipAsync(this.json);
  }
}

/** Quality 5: most of brotli's gain at a fraction of the default 11's time on a 5 MB list. */
function brotliOptions(size: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
