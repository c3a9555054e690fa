// The bad-input corpus of the reading API's query strings: one case per entry, the path asked
// for and the 400 whose error names the parameter. Text parameters reach PostgreSQL, which
// cannot take a NUL.

export interface QueryCase {
  name: string;
  path: string;
  error: RegExp;
}

export const queryCases: QueryCase[] = [
  { name: 'NUL in the tracer search', path: '/api/messages?q=a%00b', error: /^q: holds a NUL/ },
  { name: 'NUL in the tracer type filter', path: '/api/messages?type=%00', error: /^type: holds a NUL/ },
  { name: 'a tracer cursor that is no cursor', path: '/api/messages?cursor=%00%27%3B--', error: /^cursor: / },
  { name: 'a tracer search of 201 characters', path: `/api/messages?q=${'x'.repeat(201)}`, error: /^q: / },
  { name: 'NUL in the tracer channel filter', path: '/api/messages?chat=%00', error: /^chat: holds a NUL/ },
  { name: 'a tracer channel of 65 characters', path: `/api/messages?chat=${'1'.repeat(65)}`, error: /^chat: / },
  { name: 'NUL in the archived search', path: '/api/tokens/hidden?search=%00', error: /^search: holds a NUL/ },
  { name: 'an archived page of 1e308', path: '/api/tokens/hidden?page=1e308', error: /^page: / },
  { name: 'NUL in the dashboard type filter', path: '/api/tokens?message_types=a,%00', error: /^message_types: holds a NUL/ },
  { name: 'a Sources day offset beyond any time zone', path: '/api/sources?utc_offset_minutes=1e308', error: /^utc_offset_minutes: / },
  { name: 'NUL as the Sources day offset', path: '/api/sources?utc_offset_minutes=%00', error: /^utc_offset_minutes: / },
  { name: 'markup as a token address', path: `/api/tokens/${encodeURIComponent('<script>')}/messages`, error: /token address/ },
  { name: 'a Channels period that is none', path: '/api/channels?period=1y', error: /^period: / },
  { name: 'a Channels CSV period that is none', path: '/api/channels.csv?period=%00', error: /^period: / },
  { name: "NUL as a chat's id", path: '/api/channels/calls?chat_id=%00', error: /^chat_id: / },
  { name: "a chat's id of 10,000 characters", path: `/api/channels/calls?chat_id=${'1'.repeat(10_000)}`, error: /^chat_id: / },
  { name: "markup as the address of a token's calls", path: `/api/tokens/${encodeURIComponent('<img>')}/calls`, error: /token address/ },
  { name: 'markup as a replay run', path: `/api/replays/${encodeURIComponent('<script>')}`, error: /replay run id/ },
  { name: 'a replay run of 60 characters', path: `/api/replays/${'a'.repeat(60)}`, error: /replay run id/ },
  {
    name: "markup as the address of a token's market caps",
    path: `/api/tokens/${encodeURIComponent('<img>')}/market-caps`,
    error: /token address/,
  },
];
