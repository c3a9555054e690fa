import { alertLoad, startE2eStack, type E2eStack, type StubTelegram, type StubTelegramSetup } from '@solana-hub/e2e';
import { waitForHealth } from '@solana-hub/tools';

// The ingest stopped for an hour while the watched channels go on: posts, edits and deletions it
// must find when it starts again, from the cursors and access hashes it kept in PostgreSQL. The
// stub account is what Telegram holds: before the restart, each chat's first posts; at the
// restart, the same chats an hour later (some of those posts edited, some deleted, many new
// ones). Timed from the restart until the database holds every message once, every edit and
// every deletion.

const CHATS = 20;
/** Per chat, posted (and stored) before the ingest stops. */
const BEFORE = 20;
const POSTED = Number(process.env.BENCH_DOWNTIME_MESSAGES ?? 2_000);
const EDITED = 200;
const DELETED = 50;
const EDIT_MARK = 'Update: edited while the hub was down';
const FIRST_CHANNEL = 9_000_100_000;

type StubStack = E2eStack & { telegram: StubTelegram };
type History = NonNullable<StubTelegramSetup['channels'][number]['history']>;

interface DowntimeWorld {
  before: StubTelegramSetup;
  after: StubTelegramSetup;
  /** Per chat id (-100…): the message ids expected edited and deleted, and how many messages in all. */
  expected: Map<string, { edited: number[]; deleted: number[]; total: number }>;
}

/** Spreads `count` over the chats as evenly as whole numbers allow. */
function share(count: number, chat: number): number {
  return Math.floor(count / CHATS) + (chat < count % CHATS ? 1 : 0);
}

/** The chats before the stop and an hour later; message ids are 1… in posting order. */
function downtimeWorld(): DowntimeWorld {
  const alerts = alertLoad(CHATS * BEFORE + POSTED, CHATS * 10);
  let next = 0;
  const posts = (count: number, fromMinutesAgo: number, toMinutesAgo: number): History =>
    Array.from({ length: count }, (_, i) => {
      const alert = alerts[next++]!;
      const minutesAgo = fromMinutesAgo - ((fromMinutesAgo - toMinutesAgo) * i) / Math.max(1, count - 1);
      return { text: alert.text, minutesAgo };
    });
  const before: StubTelegramSetup = { channels: [] };
  const after: StubTelegramSetup = { channels: [] };
  const expected: DowntimeWorld['expected'] = new Map();
  for (let chat = 0; chat < CHATS; chat += 1) {
    const channel = { id: FIRST_CHANNEL + chat, title: `Downtime Calls ${chat + 1}` };
    const old = posts(BEFORE, 120, 70);
    const edited = share(EDITED, chat);
    const deleted = share(DELETED, chat);
    // The first posts edited, the last ones deleted: none both.
    const changed = old.map((post, i) => ({
      ...post,
      ...(i < edited ? { editedText: `${post.text}\n\n${EDIT_MARK}` } : {}),
      ...(i >= BEFORE - deleted ? { deleted: true } : {}),
    }));
    const fresh = posts(share(POSTED, chat), 60, 1);
    before.channels.push({ ...channel, history: old });
    after.channels.push({ ...channel, history: [...changed, ...fresh] });
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    expected.set(`-100${channel.id}`, {
      edited: ids(1, edited),
      deleted: ids(BEFORE - deleted + 1, deleted),
      total: BEFORE + fresh.length,
    });
  }
  return { before, after, expected };
}

/** What is still missing: messages not stored, edits not applied, deletions not marked (0 0 0 when caught up). */
async function missing(stack: StubStack, expected: DowntimeWorld['expected']) {
  const rows = await stack.database.db
    .selectFrom('messages')
    .select(['chat_id', 'message_id', 'message_text', 'deleted_at'])
    .where('chat_id', 'in', [...expected.keys()])
    .execute();
  const byChat = new Map<string, typeof rows>();
  for (const row of rows) {
    const chat = byChat.get(row.chat_id) ?? [];
    chat.push(row);
    byChat.set(row.chat_id, chat);
  }
  let messages = 0;
  let edits = 0;
  let deletions = 0;
  for (const [chatId, want] of expected) {
    const stored = new Map((byChat.get(chatId) ?? []).map((row) => [Number(row.message_id), row]));
    messages += want.total - stored.size;
    edits += want.edited.filter((id) => !stored.get(id)?.message_text.includes(EDIT_MARK)).length;
    deletions += want.deleted.filter((id) => stored.get(id)?.deleted_at == null).length;
  }
  return { messages, edits, deletions };
}

/** Watches every chat of the stub, reading its last day. */
async function watchAll(stack: StubStack): Promise<void> {
  const cookie = await stack.login();
  for (const { chatId } of await stack.telegram.channels()) {
    const response = await fetch(`${stack.gateway}/api/sources/telegram-chats/${chatId}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.gateway },
      body: JSON.stringify({ watched: true, backfill_hours: 24 }),
    });
    if (response.status !== 200) throw new Error(`watching ${chatId} answered ${response.status}: ${await response.text()}`);
  }
}

/** The downtime figures, on a stack of their own. */
export async function downtimeFigures(): Promise<Array<[string, string]>> {
  const world = downtimeWorld();
  const stack: StubStack = await startE2eStack({ stubTelegram: world.before });
  try {
    process.stderr.write(`watching ${CHATS} chats and storing their ${CHATS * BEFORE} first posts…\n`);
    await watchAll(stack);
    const storedBefore = new Map([...world.expected].map(([chatId]) => [chatId, { edited: [], deleted: [], total: BEFORE }]));
    await stack.waitFor(async () => ((await missing(stack, storedBefore)).messages === 0 ? true : undefined), 5 * 60_000);

    process.stderr.write(`an hour later: ${POSTED} posts, ${EDITED} edits, ${DELETED} deletions; restarting the ingest…\n`);
    await stack.telegram.setAccount(world.after);
    const ingest = stack.stack.replicas('ingest')[0];
    if (!ingest) throw new Error('the stack runs no ingest');
    const began = performance.now();
    await ingest.restart();
    await waitForHealth(`${stack.ingest}/health`);
    const upMs = performance.now() - began;
    let left = await missing(stack, world.expected);
    const caughtUp = await stack
      .waitFor(async () => {
        left = await missing(stack, world.expected);
        return left.messages + left.edits + left.deletions === 0 ? performance.now() - began : undefined;
      }, 10 * 60_000)
      .catch(() => undefined);
    const outcome =
      caughtUp === undefined
        ? `not caught up in 10 min: ${left.messages} messages, ${left.edits} edits, ${left.deletions} deletions missing`
        : `${(caughtUp / 1000).toFixed(2)} s (${(upMs / 1000).toFixed(2)} s until /health answers)`;
    return [
      [`ingest down an hour, ${CHATS} chats: ${POSTED} posts, ${EDITED} edits, ${DELETED} deletions → restart → all stored`, outcome],
    ];
  } finally {
    await stack.stop();
  }
}
