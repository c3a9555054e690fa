import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP/1.1 request with the target exactly as given (fetch would normalise it: dot segments,
 * case of percent-encoding, backslashes) and headers as raw name/value pairs, so a name may
 * repeat (two Host headers). No connection reuse, no decompression.
 */
export function rawRequest(
  base: string,
  method: string,
  target: string,
  headers: Array<[string, string]> = [],
  body?: string,
): Promise<RawAnswer> {
  const { host, hostname, port } = new URL(base);
  // Given as a list, headers go out as they are: Node adds no Host of its own.
  const hostHeader: Array<[string, string]> = headers.some(([name]) => name.toLowerCase() === 'host') ? [] : [['host', host]];
  // A length, even 0: without one Node would send a POST's (empty) body chunked.
  const length: Array<[string, string]> = [['content-length', String(Buffer.byteLength(body ?? ''))]];
  const rawHeaders = [...hostHeader, ...headers, ...length].flat();
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path: target, headers: rawHeaders, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
