// The bad-input corpus of the HTTP ingest (`POST /messages`): one case per entry, what is sent
// and what must come of it. A case is refused with a 4xx whose error names the field, or
// accepted (202) and then every message of it is in the database as `stored` says, shown as
// text. bad-inputs.e2e.test.ts sends each one to the real stack.

export const CHAT = 'bad-inputs';

/** A message as the database must hold it once the case is accepted. */
export interface StoredMessage {
  chat: string;
  messageId: string;
  text: string;
  /** Dated in the future when sent: must be stored at its time of receipt at the latest. */
  datedAtReceipt?: true;
}

export type Outcome = { status: 400 | 413 | 415; error: RegExp } | { status: 202; stored: StoredMessage[] };

export interface IngestCase {
  name: string;
  /** JSON as JSON.stringify writes it, or the exact text or bytes sent. */
  body: { json: unknown } | { raw: string | Uint8Array<ArrayBuffer> };
  contentType?: string;
  outcome: Outcome;
}

const message = (messageId: string, text: string, fields: Record<string, unknown> = {}) => ({
  chat: CHAT,
  message_id: messageId,
  text,
  ...fields,
});
const storedAsSent = (...messages: Array<{ chat: string; message_id: string; text: string }>): StoredMessage[] =>
  messages.map((sent) => ({ chat: sent.chat, messageId: sent.message_id, text: sent.text }));
const refused = (error: RegExp): Outcome => ({ status: 400, error });
const json = (value: unknown) => ({ json: value });

/** Markup and SQL that must reach the screens as the characters they are. */
export const HOSTILE_STRINGS = {
  script: '<script>window.__pwned = "script"</script>',
  img: '<img src=x onerror="window.__pwned = \'img\'">',
  sql: "'; DROP TABLE messages; --",
} as const;

const REPLACED = '\uFFFD';
const LIMIT = 64 * 1024;
const batch = (size: number, prefix: string) => Array.from({ length: size }, (_, i) => message(`${prefix}-${i}`, `${prefix} message ${i}`));
const poisonedBatch = Array.from({ length: 10 }, (_, i) =>
  message(`issue-${i}`, i === 3 ? 'NUL \u0000 here' : i === 7 ? 'lone \ud800 here' : `plain ${i}`),
);
const thousand = batch(1000, 'thousand');
const hostile = [
  message('hostile-script', `Buy now ${HOSTILE_STRINGS.script}`),
  message('hostile-img', `Chart ${HOSTILE_STRINGS.img}`),
  message('hostile-sql', HOSTILE_STRINGS.sql),
  { chat: HOSTILE_STRINGS.script, message_id: HOSTILE_STRINGS.img, text: 'markup in the chat and the message id' },
  { chat: HOSTILE_STRINGS.sql, message_id: HOSTILE_STRINGS.sql, text: 'SQL in the chat and the message id' },
];
const nested = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

export const ingestCases: IngestCase[] = [
  // Characters PostgreSQL cannot store, or a screen should not show: stored, each replaced by U+FFFD.
  {
    name: 'a batch of 10 where one text holds NUL and another a lone surrogate',
    body: json(poisonedBatch),
    outcome: {
      status: 202,
      stored: storedAsSent(...poisonedBatch).map((m) => ({ ...m, text: m.text.replace(/\u0000|\ud800/, REPLACED) })),
    },
  },
  {
    name: 'lone high and low surrogates, as JSON escapes',
    body: { raw: `{"chat":"${CHAT}","message_id":"surrogates","text":"high \\ud83d low \\ude00 pair \\ud83d\\ude00"}` },
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'surrogates', text: `high ${REPLACED} low ${REPLACED} pair 😀` }] },
  },
  {
    name: 'control characters: ESC sequences, BEL, DEL and C1 beside tab and line breaks',
    body: json(message('controls', 'a\u001b[2Jb\u0007c\u007fd\u009be\tf\r\ng')),
    outcome: {
      status: 202,
      stored: [{ chat: CHAT, messageId: 'controls', text: `a${REPLACED}[2Jb${REPLACED}c${REPLACED}d${REPLACED}e\tf\r\ng` }],
    },
  },
  {
    name: 'NUL and a lone surrogate in the chat and the message id',
    body: json({ chat: `${CHAT}\u0000`, message_id: 'id\ud800', text: 'ids cleaned' }),
    outcome: { status: 202, stored: [{ chat: `${CHAT}${REPLACED}`, messageId: `id${REPLACED}`, text: 'ids cleaned' }] },
  },
  {
    name: 'invalid UTF-8 bytes in the text and the chat',
    body: {
      raw: new Uint8Array(
        Buffer.concat([
          Buffer.from(`{"chat":"${CHAT}\xff-utf8","message_id":"utf8","text":"a`, 'latin1'),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from('b"}'),
        ]),
      ),
    },
    outcome: {
      status: 202,
      stored: [{ chat: `${CHAT}${REPLACED}-utf8`, messageId: 'utf8', text: `a${REPLACED}(${REPLACED}${REPLACED}b` }],
    },
  },

  // Sizes and counts.
  {
    name: 'a text of 64 KiB, the limit',
    body: json(message('text-64k', 'x'.repeat(LIMIT))),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'text-64k', text: 'x'.repeat(LIMIT) }] },
  },
  {
    name: 'a text one character over 64 KiB',
    body: json(message('text-64k-plus', 'x'.repeat(LIMIT + 1))),
    outcome: refused(/^\[0\]\.text: /),
  },
  { name: 'a batch of 1,000 messages, the limit', body: json(thousand), outcome: { status: 202, stored: storedAsSent(...thousand) } },
  { name: 'a batch of 1,001 messages', body: json(batch(1001, 'too-many')), outcome: refused(/at most 1000 messages in one request/) },
  { name: 'an empty batch', body: json([]), outcome: refused(/send at least one message/) },
  {
    name: 'a chat of 201 characters',
    body: json({ ...message('long-chat', 't'), chat: 'c'.repeat(201) }),
    outcome: refused(/^\[0\]\.chat: /),
  },
  { name: 'a message id of 101 characters', body: json(message('m'.repeat(101), 't')), outcome: refused(/^\[0\]\.message_id: /) },
  {
    name: '201 links',
    body: json(message('many-links', 't', { links: Array.from({ length: 201 }, (_, i) => `https://example.com/${i}`) })),
    outcome: refused(/^\[0\]\.links: /),
  },

  // Shape.
  {
    name: 'JSON nested 100,000 deep where the text goes',
    body: { raw: `{"chat":"${CHAT}","message_id":"nested","text":${nested(100_000, '"deep"')}}` },
    // Refused before it is parsed: JSON.parse would take time and stack in proportion.
    outcome: refused(/^body: JSON nested deeper than 64 levels$/),
  },
  {
    name: 'a body of arrays nested 100,000 deep',
    body: { raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
    outcome: refused(/^body: JSON nested deeper than 64 levels$/),
  },
  { name: 'a text that is a number', body: json({ ...message('typed', ''), text: 42 }), outcome: refused(/^\[0\]\.text: /) },
  { name: 'a chat that is null', body: json({ ...message('typed', 't'), chat: null }), outcome: refused(/^\[0\]\.chat: /) },
  {
    name: 'links that are a string',
    body: json(message('typed', 't', { links: 'https://example.com' })),
    outcome: refused(/^\[0\]\.links: /),
  },
  {
    name: 'a message id that is true',
    body: json({ ...message('typed', 't'), message_id: true }),
    outcome: refused(/^\[0\]\.message_id: /),
  },
  { name: 'a date that is an object', body: json(message('typed', 't', { date: { seconds: 1 } })), outcome: refused(/^\[0\]\.date: /) },
  { name: 'a body that is a JSON string', body: json('just text'), outcome: refused(/^\[0\]: /) },
  { name: 'a body that is a number', body: json(42), outcome: refused(/^\[0\]: /) },
  { name: 'a body that is null', body: { raw: 'null' }, outcome: refused(/^\[0\]: /) },
  { name: 'malformed JSON', body: { raw: '{"chat": "x", "text": ' }, outcome: refused(/./) },
  {
    name: 'a __proto__ key',
    body: { raw: `{"chat":"${CHAT}","message_id":"proto","text":"t","__proto__":{"polluted":true}}` },
    outcome: refused(/./),
  },
  {
    name: 'a body sent as text/plain, read as one string',
    body: json(message('plain', 't')),
    contentType: 'text/plain',
    outcome: refused(/^\[0\]: .*expected object/),
  },
  {
    name: 'a body sent as form data, read as fields',
    body: { raw: 'chat=x&text=t' },
    contentType: 'application/x-www-form-urlencoded',
    outcome: refused(/^\[0\]\.message_id: /),
  },
  {
    name: 'a body sent as XML',
    body: { raw: '<message><text>t</text></message>' },
    contentType: 'application/xml',
    outcome: { status: 415, error: /./ },
  },
  {
    name: 'fields the ingest does not know, ignored',
    body: json(message('extra-fields', 'kept', { views: 10, forward_from: 'x' })),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'extra-fields', text: 'kept' }] },
  },

  // Numbers out of range.
  {
    name: 'a message id of 2^63 as a JSON number',
    body: { raw: `{"chat":"${CHAT}","message_id":9223372036854775808,"text":"t"}` },
    outcome: refused(/^\[0\]\.message_id: .*2\^53/),
  },
  {
    name: 'a negative message id',
    body: json({ ...message('x', 't'), message_id: -1 }),
    outcome: refused(/^\[0\]\.message_id: .*not negative/),
  },
  { name: 'a fractional message id', body: json({ ...message('x', 't'), message_id: 1.5 }), outcome: refused(/^\[0\]\.message_id: /) },
  {
    name: 'the largest exact message id, 2^53 - 1',
    body: json({ ...message('x', 'largest id'), message_id: Number.MAX_SAFE_INTEGER }),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: String(Number.MAX_SAFE_INTEGER), text: 'largest id' }] },
  },
  {
    name: 'a message id of 2^63 as a string',
    body: json(message('9223372036854775808', 'string id')),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: '9223372036854775808', text: 'string id' }] },
  },
  {
    name: 'a date of 99999999999999 unix seconds',
    body: json(message('date', 't', { date: 99_999_999_999_999 })),
    outcome: refused(/^\[0\]\.date: after the year 9999/),
  },
  {
    name: 'a date of 1e308 seconds',
    body: { raw: `{"chat":"${CHAT}","message_id":"date","text":"t","date":1e308}` },
    outcome: refused(/^\[0\]\.date: /),
  },
  { name: 'a negative date', body: json(message('date', 't', { date: -1 })), outcome: refused(/^\[0\]\.date: before 2013/) },
  {
    name: 'a date before Telegram',
    body: json(message('date', 't', { date: '2012-12-31T23:59:59Z' })),
    outcome: refused(/^\[0\]\.date: before 2013/),
  },
  {
    name: 'a date not on the calendar',
    body: json(message('date', 't', { date: '2026-02-30T12:00:00Z' })),
    outcome: refused(/^\[0\]\.date: /),
  },
  { name: 'a date in words', body: json(message('date', 't', { date: 'yesterday' })), outcome: refused(/^\[0\]\.date: /) },
  {
    name: 'a date in 2099, taken as the time of receipt',
    body: json(message('date-2099', 'from the future', { date: '2099-01-01T00:00:00Z' })),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'date-2099', text: 'from the future', datedAtReceipt: true }] },
  },

  // Edits and chat titles.
  {
    name: 'an edit_date of 1e308 seconds',
    body: { raw: `{"chat":"${CHAT}","message_id":"edit","text":"t","edit_date":1e308}` },
    outcome: refused(/^\[0\]\.edit_date: /),
  },
  { name: 'an edit_date in words', body: json(message('edit', 't', { edit_date: 'later' })), outcome: refused(/^\[0\]\.edit_date: /) },
  {
    name: 'a version of 0 (the original is not an edit)',
    body: json(message('edit', 't', { version: 0 })),
    outcome: refused(/^\[0\]\.version: /),
  },
  {
    name: 'a version of 2^31, more than the store keeps',
    body: json(message('edit', 't', { version: 2 ** 31 })),
    outcome: refused(/^\[0\]\.version: /),
  },
  { name: 'a version that is a string', body: json(message('edit', 't', { version: '2' })), outcome: refused(/^\[0\]\.version: /) },
  {
    name: 'an edit_date and a version together',
    body: json(message('edit', 't', { edit_date: 1_767_225_600, version: 2 })),
    outcome: refused(/^\[0\]\.version: send edit_date or version, not both/),
  },
  {
    name: 'a chat title of 257 characters',
    body: json(message('title', 't', { chat_title: 't'.repeat(257) })),
    outcome: refused(/^\[0\]\.chat_title: /),
  },
  {
    name: 'markup in the chat title',
    body: json(message('title-markup', 'titled', { chat_title: HOSTILE_STRINGS.script })),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'title-markup', text: 'titled' }] },
  },

  // Markup and SQL in every text field: stored as the characters they are.
  {
    name: 'SQL, HTML, <script> and <img onerror> in the text, the chat and the message id',
    body: json(hostile),
    outcome: { status: 202, stored: storedAsSent(...hostile) },
  },
  {
    name: 'markup in a link',
    body: json(message('hostile-link', 'see the link', { links: [`https://example.com/?q=${HOSTILE_STRINGS.script}`] })),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'hostile-link', text: 'see the link' }] },
  },
  {
    name: 'a javascript: link',
    body: json(message('js-link', 't', { links: ['javascript:window.__pwned=1'] })),
    outcome: refused(/^\[0\]\.links\[0\]: a link is an http or https URL/),
  },
  {
    name: 'a data: link',
    body: json(message('data-link', 't', { links: ['data:text/html,<script>alert(1)</script>'] })),
    outcome: refused(/^\[0\]\.links\[0\]: /),
  },

  // Ids.
  {
    name: 'chats and ids BullMQ would refuse as job ids (colons, a plain integer)',
    body: json([
      { chat: 'a:b', message_id: 'c:d', text: 'colons' },
      { chat: '12345', message_id: 678, text: 'integers' },
    ]),
    outcome: {
      status: 202,
      stored: [
        { chat: 'a:b', messageId: 'c:d', text: 'colons' },
        { chat: '12345', messageId: '678', text: 'integers' },
      ],
    },
  },
  {
    name: 'the same chat and message id twice in one batch: stored once, as first sent',
    body: json([message('twice', 'first'), message('twice', 'second')]),
    outcome: { status: 202, stored: [{ chat: CHAT, messageId: 'twice', text: 'first' }] },
  },
];
