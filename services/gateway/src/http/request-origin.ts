import type { IncomingHttpHeaders } from 'node:http';

/**
 * Where a request says it comes from, compared with the host it was sent to. Browsers send
 * Origin on every cross-site state-changing request and on every WebSocket upgrade (Referer
 * where an old one leaves Origin out), and a page cannot forge it. 'absent' is a client that is
 * not a browser page (curl, a script): it has no ambient cookie to abuse, so the session check
 * alone decides for it.
 */
export type RequestOrigin = 'same' | 'cross' | 'absent';

/** The scheme the request reached this server by (through a trusted proxy: the one the browser used). */
export type Scheme = 'http' | 'https';

/**
 * The browser's own word first: Sec-Fetch-Site (sent to HTTPS and localhost origins) says
 * whether the page that made the request is this origin; 'none' is the user typing the address.
 * Otherwise the Origin (or Referer) is compared, scheme included, with the origin this server
 * was asked as: `scheme` and the Host it received, so case and a spelled-out default port do not
 * matter, and an https page is not the http site of the same host. X-Forwarded-Host is never
 * read: any client can write it.
 */
export function requestOrigin(headers: IncomingHttpHeaders, scheme: Scheme): RequestOrigin {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'cross';
  const source = headers.origin ?? headers.referer;
  if (!source) return 'absent';
  try {
    const from = new URL(source);
    // The Host as an origin of this scheme: 'HUB.example:443' over https is https://hub.example.
    const to = new URL(`${scheme}://${headers.host ?? ''}`);
    const hostOnly = to.href === `${to.protocol}//${to.host}/`;
    return hostOnly && from.host !== '' && from.origin === to.origin ? 'same' : 'cross';
  } catch {
    // 'null' (a sandboxed frame, a file: page), a missing Host and anything unparsable are
    // another site.
    return 'cross';
  }
}
