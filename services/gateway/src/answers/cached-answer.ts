import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/**
 * One JSON answer made once per data version and sent as is to every client that asks for it:
 * the serialized body, its ETag, and its compressed forms (each made on first demand, in the
 * thread pool, then kept).
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {
    // Weak: the same JSON leaves brotli-, gzip- or un-encoded, byte-different but equivalent.
    // 16 characters (96 bits) tell versions apart and keep every 304 short.
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 16)}"`;
  }

  static of(value: unknown): CachedAnswer {
    return new CachedAnswer(Buffer.from(JSON.stringify(value)));
  }

  body(encoding: AnswerEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.json, brotliOptions(this.json.length)) : gzipAsync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Quality 5: most of brotli's gain at a fraction of the default 11's time on a 5 MB list. */
function brotliOptions(size: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
