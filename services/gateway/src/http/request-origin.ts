import type { IncomingHttpHeaders } from 'node:http';

/**
 * Where a request says it comes from, compared with the host it was sent to. Browsers send
 * Origin on every cross-site state-changing request and on every WebSocket upgrade (Referer
 * where an old one leaves Origin out), and a page cannot forge it. 'absent' is a client that is
 * not a browser page (curl, a script): it has no ambient cookie to abuse, so the session check
 * alone decides for it.
 */
export type RequestOrigin = 'same' | 'cross' | 'absent';

export function requestOrigin(headers: IncomingHttpHeaders): RequestOrigin {
  const source = headers.origin ?? headers.referer;
  if (!source) return 'absent';
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    // 'null' (a sandboxed frame, a file: page) and anything unparsable are another site.
    return 'cross';
  }
  return sourceHost !== '' && sourceHost === headers.host ? 'same' : 'cross';
}
