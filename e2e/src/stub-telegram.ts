import { writeFile } from 'node:fs/promises';
import { z } from 'zod';

// A client of the stub Telegram account's control API (services/ingest/src/telegram-account/
// testing/stub-control-server.ts, which validates every request): what a test does in Telegram
// while the stack's ingest reads the stub account.

/** A link in a post's text: a bare URL, or a text with a hidden link (Bot API entity names). */
export type StubEntity =
  { type: 'url'; offset: number; length: number } | { type: 'text_link'; offset: number; length: number; url: string };

export interface StubPost {
  text: string;
  entities?: StubEntity[];
  /** Rows of inline URL buttons (the contract address is often only in one). */
  buttons?: Array<Array<{ text: string; url: string }>>;
}

/** A stub channel with what it posted before the stack started, each so many minutes ago. */
export interface StubChannelSetup {
  id: number;
  title: string;
  username?: string;
  kind?: 'channel' | 'supergroup';
  /** Oldest first or not (sorted by minutesAgo); a post may since have been edited or deleted. */
  history?: Array<StubPost & { minutesAgo: number; editedText?: string; deleted?: boolean }>;
}

export interface StubTelegramSetup {
  /** The account's name ("Logged in as …"). */
  name?: string;
  channels: StubChannelSetup[];
  /** Channels the account is also in that never post: a long chat list (e.g. 2,000 dialogs with the others). */
  quietChannels?: number;
}

const channelsSchema = z.array(z.object({ channelId: z.number(), chatId: z.string(), title: z.string() }));
const postedSchema = z.object({ chatId: z.string(), messageId: z.number().int(), postedAtMs: z.number() });
const editedSchema = z.object({ editDate: z.number().int() });

export interface StubTelegram {
  /** The control API's address. */
  url: string;
  /** The stub's channels with the chat ids the hub stores them under. */
  channels(): Promise<z.infer<typeof channelsSchema>>;
  /** A new post, pushed to the ingest's client as Telegram pushes it; `postedAtMs` is the stub's clock (performance.timeOrigin + now) just before. */
  post(channelId: number, post: StubPost): Promise<z.infer<typeof postedSchema>>;
  /** Edits a post's text; answers its edit date (unix seconds), the version the hub stores. */
  edit(channelId: number, messageId: number, text: string): Promise<number>;
  delete(channelId: number, messageId: number): Promise<void>;
  dropConnection(): Promise<void>;
  restoreConnection(): Promise<void>;
  /** What the stub account holds from the ingest's next start on (a restart reads it afresh). */
  setAccount(setup: StubTelegramSetup): Promise<void>;
}

/** A client of the control API at `url`, for the stub whose account is read from `accountFile`. */
export function stubTelegramClient(url: string, accountFile: string): StubTelegram {
  /** The answer's JSON (undefined for none); an error status throws with the stub's reason. */
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${url}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stub Telegram ${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  return {
    url,
    channels: async () => channelsSchema.parse(await call('GET', '/channels')),
    post: async (channelId, post) => postedSchema.parse(await call('POST', `/channels/${channelId}/posts`, post)),
    edit: async (channelId, messageId, text) =>
      editedSchema.parse(await call('PUT', `/channels/${channelId}/posts/${messageId}`, { text })).editDate,
    delete: async (channelId, messageId) => void (await call('DELETE', `/channels/${channelId}/posts/${messageId}`)),
    dropConnection: async () => void (await call('POST', '/connection/drop')),
    restoreConnection: async () => void (await call('POST', '/connection/restore')),
    setAccount: (setup) => writeFile(accountFile, JSON.stringify(setup)),
  };
}
