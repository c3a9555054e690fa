/** One way to write a request target for a route's path. */
export interface PathSpelling {
  /** What was done to the path, for the failure table. */
  how: string;
  /** The request target as sent on the wire. */
  target: string;
  /**
   * Whether the router takes it to the same route (it decodes percent-encoded letters, drops the
   * query and the authority of an absolute-form target). The others reach no route, or another one.
   */
  routed: boolean;
}

/**
 * Every spelling of `path` (a concrete path, parameters filled in) a client could send to slip
 * past a check that reads the raw URL: percent-encoding, case, doubled and dot segments, a
 * trailing slash, an encoded slash, a query string, an absolute-form target.
 */
export function pathSpellings(path: string): PathSpelling[] {
  const segments = path.split('/').slice(1);
  const spellings: PathSpelling[] = [
    { how: 'as declared', target: path, routed: true },
    { how: 'with a query string', target: `${path}?page=1&x=%2F..%2F`, routed: true },
    { how: 'in absolute form', target: `http://evil.example${path}`, routed: true },
    ...segments.flatMap((segment, i) => {
      const letter = segment.search(/[a-z]/i);
      if (letter === -1) return [];
      const hex = segment.charCodeAt(letter).toString(16);
      const encoded = [...segments];
      encoded[i] = `${segment.slice(0, letter)}%${i % 2 ? hex.toUpperCase() : hex}${segment.slice(letter + 1)}`;
      return [{ how: `a letter of segment ${i + 1} percent-encoded`, target: `/${encoded.join('/')}`, routed: true }];
    }),
    // The others change the path's structure before its last segment, so that no parameter of a
    // route can swallow the change.
    { how: 'in upper case', target: path.toUpperCase(), routed: false },
    { how: 'first letter in upper case', target: path.replace(/[a-z]/, (letter) => letter.toUpperCase()), routed: false },
    { how: 'with a leading double slash', target: `/${path}`, routed: false },
    { how: 'with a doubled slash inside', target: path.replace(/\/([^/]*)$/, '//$1'), routed: false },
    { how: 'with a dot segment', target: afterFirstSegment(path, '/.'), routed: false },
    { how: 'through a dot-dot segment', target: `/x/..${path}`, routed: false },
    { how: 'with percent-encoded dot segments', target: `/x/%2e%2E${afterFirstSegment(path, '/%2e')}`, routed: false },
    { how: 'with a trailing slash', target: `${path}/`, routed: false },
    { how: 'with an encoded slash', target: afterFirstSegment(path, '%2F', 1), routed: false },
    { how: 'with a backslash', target: afterFirstSegment(path, '\\', 1), routed: false },
    { how: 'with a semicolon parameter', target: afterFirstSegment(path, ';x=1'), routed: false },
    { how: 'with an encoded NUL', target: afterFirstSegment(path, '%00'), routed: false },
  ];
  // A one-segment path has no inner slash to double or replace: those spellings equal another.
  const targets = new Set<string>();
  return spellings.filter(
    (spelling) => (spelling.routed || spelling.target !== path) && !targets.has(spelling.target) && targets.add(spelling.target),
  );
}

/** `path` with `insert` after its first segment, in place of the `replace` characters there. */
function afterFirstSegment(path: string, insert: string, replace = 0): string {
  const end = path.indexOf('/', 1);
  if (end === -1) return replace ? path : `${path}${insert}`;
  return `${path.slice(0, end)}${insert}${path.slice(end + replace)}`;
}
