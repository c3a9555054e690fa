import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ApiError,
  ApiResponse,
  Chat,
  InlineKeyboardMarkup,
  Message,
  MessageEntity,
  PhotoSize,
  Update,
  User,
  UserFromGetMe,
} from '@telegraf/types';

/**
 * A local Telegram Bot API server for tests: it answers getMe, getUpdates, setWebhook,
 * deleteWebhook, getWebhookInfo and sendMessage (to a channel, or a chat by @username) as https://core.telegram.org/bots/api describes, with
 * payloads typed by @telegraf/types. Updates wait until a getUpdates with a higher offset
 * confirms them, as on Telegram; a getUpdates with nothing to give is held up to its `timeout`.
 */
export interface BotApiDouble {
  /** The API root to point the bot at (TELEGRAM_BOT_API_URL). */
  url: string;
  token: string;
  /** Queues updates for the bot, numbered in sequence as Telegram numbers them; returns their ids. */
  push(...updates: ChatUpdate[]): number[];
  /** Posts an update to the webhook set with setWebhook, as Telegram does, to `target` (the local address of that URL). */
  deliver(update: ChatUpdate, target: string, secret?: string): Promise<Response>;
  /** The next answers of a method, before it answers normally again. */
  failNext(method: string, ...answers: ScriptedAnswer[]): void;
  /** Updates not confirmed yet. */
  pending(): Update[];
  /** Every call received, in order. */
  calls: BotApiCall[];
  /** What the last setWebhook set, until deleteWebhook. */
  webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | null;
  close(): Promise<void>;
}

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  /** When it arrived (Date.now()). */
  at: number;
  /** The HTTP status it was answered with, once answered. */
  status?: number;
  /** For getUpdates: the ids of the updates it answered with. */
  returned?: number[];
}

/** An HTTP answer, or `hangUp`: the connection ends without one, as when the network drops (the client sees ECONNRESET). */
export type ScriptedAnswer = { status: number; body: ApiError | string } | { hangUp: true };

/** One of the four update kinds that carry a chat message, without its update_id (the double numbers it). */
export type ChatUpdate =
  | WithoutId<Update.MessageUpdate | Update.EditedMessageUpdate | Update.ChannelPostUpdate | Update.EditedChannelPostUpdate>
  | Record<string, unknown>;
type WithoutId<U> = U extends unknown ? Omit<U, 'update_id'> : never;

export const telegramAnswers = {
  /** Flood control: Telegram's 429 with the seconds to wait. */
  tooManyRequests: (retryAfter: number): ScriptedAnswer => ({
    status: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${retryAfter}`,
      parameters: { retry_after: retryAfter },
    },
  }),
  /** Another getUpdates took over (two processes polling one bot). */
  conflict: (): ScriptedAnswer => ({
    status: 409,
    body: {
      ok: false,
      error_code: 409,
      description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
    },
  }),
  /** A failing Bot API server (nginx in front of it answers HTML). */
  badGateway: (): ScriptedAnswer => ({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  /** The network drops the call: no answer at all. */
  hangUp: (): ScriptedAnswer => ({ hangUp: true }),
};

const UNAUTHORIZED: ApiError = { ok: false, error_code: 401, description: 'Unauthorized' };
const MAX_UPDATES_PER_CALL = 100;

/**
 * `under`: a path the API is served under, as a Bot API server behind a reverse proxy is
 * (`/telegram/bot-api`: the url ends with it, without a trailing slash).
 */
export async function startBotApiDouble(token = '123456789:AAtest-double-token_0123456789abcdef', under = ''): Promise<BotApiDouble> {
  const bot: UserFromGetMe = {
    id: Number(token.split(':')[0]) || 123456789,
    is_bot: true,
    first_name: 'Hub Test Bot',
    username: 'hub_test_bot',
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
  let nextUpdateId = 700_000_000;
  let nextMessageId = 1;
  let queue: Update[] = [];
  const scripted = new Map<string, ScriptedAnswer[]>();
  const waiting = new Set<() => void>();
  const double: BotApiDouble = {
    url: '',
    token,
    calls: [],
    webhook: null,
    push(...updates) {
      const ids = updates.map((update) => {
        const id = nextUpdateId++;
        queue.push({ update_id: id, ...update } as Update);
        return id;
      });
      for (const wake of [...waiting]) wake();
      return ids;
    },
    async deliver(update, target, secret = double.webhook?.secret_token) {
      const id = nextUpdateId++;
      return fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
        body: JSON.stringify({ update_id: id, ...update }),
      });
    },
    failNext(method, ...answers) {
      scripted.set(method, [...(scripted.get(method) ?? []), ...answers]);
    },
    pending: () => [...queue],
    async close() {
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      server.close();
    },
  };

  const answer = (response: ServerResponse, status: number, body: ApiResponse<unknown> | string, call?: BotApiCall) => {
    if (call) call.status = status;
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const methods: Record<
    string,
    (params: Record<string, unknown>, request: IncomingMessage, call: BotApiCall) => Promise<ApiResponse<unknown>> | ApiResponse<unknown>
  > = {
    getMe: () => ({ ok: true, result: bot }),
    getUpdates: async (params, request, call) => {
      if (double.webhook) {
        return {
          ok: false,
          error_code: 409,
          description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        };
      }
      const offset = typeof params.offset === 'number' ? params.offset : 0;
      // Asking from an offset confirms every update before it: Telegram forgets them.
      queue = queue.filter((update) => update.update_id >= offset);
      const timeoutMs = (typeof params.timeout === 'number' ? params.timeout : 0) * 1000;
      if (queue.length === 0 && timeoutMs > 0) await heldUntilUpdates(timeoutMs, request);
      const limit = typeof params.limit === 'number' ? params.limit : MAX_UPDATES_PER_CALL;
      const result = queue.filter((update) => update.update_id >= offset).slice(0, limit);
      call.returned = result.map((update) => update.update_id);
      return { ok: true, result };
    },
    setWebhook: (params) => {
      if (typeof params.url !== 'string' || !params.url.startsWith('https://'))
        return { ok: false, error_code: 400, description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook' };
      double.webhook = {
        url: params.url,
        ...(typeof params.secret_token === 'string' ? { secret_token: params.secret_token } : {}),
        ...(Array.isArray(params.allowed_updates) ? { allowed_updates: params.allowed_updates.map(String) } : {}),
      };
      return { ok: true, result: true, description: 'Webhook was set' } as ApiResponse<true>;
    },
    deleteWebhook: (params) => {
      double.webhook = null;
      if (params.drop_pending_updates === true) queue = [];
      return { ok: true, result: true };
    },
    sendMessage: (params) => {
      if (
        (typeof params.chat_id !== 'string' && typeof params.chat_id !== 'number') ||
        typeof params.text !== 'string' ||
        params.text === ''
      )
        return { ok: false, error_code: 400, description: 'Bad Request: message text is empty' };
      const chatId = Number(params.chat_id);
      const chat: Chat.ChannelChat = Number.isSafeInteger(chatId)
        ? { id: chatId, type: 'channel', title: 'Alerts' }
        : { id: -1_009_000_000_001, type: 'channel', title: 'Alerts', username: String(params.chat_id).replace(/^@/u, '') };
      const message: Message.TextMessage = {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat,
        sender_chat: chat,
        text: params.text,
      };
      return { ok: true, result: message };
    },
    getWebhookInfo: () => ({
      ok: true,
      result: { url: double.webhook?.url ?? '', has_custom_certificate: false, pending_update_count: queue.length },
    }),
  };

  function heldUntilUpdates(timeoutMs: number, request: IncomingMessage): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        request.socket.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiting.add(done);
      // A client that gives up (the bot stopping) ends the hold; keep-alive sockets outlive requests.
      request.socket.once('close', done);
    });
  }

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = request.url?.split('?')[0] ?? '';
    const match = path.startsWith(`${under}/`) ? /^\/bot([^/]+)\/([A-Za-z]+)$/u.exec(path.slice(under.length)) : null;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!match) return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, sentToken, method = ''] = match;
    const text = Buffer.concat(chunks).toString('utf8');
    const params = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    const call: BotApiCall = { method, params, at: Date.now() };
    double.calls.push(call);
    if (sentToken !== token) return answer(response, 401, UNAUTHORIZED, call);
    const script = scripted.get(method)?.shift();
    if (script && 'hangUp' in script) return void response.socket?.destroy();
    if (script) return answer(response, script.status, script.body, call);
    const handle = methods[method];
    if (!handle) return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' }, call);
    const result = await handle(params, request, call);
    if (!response.destroyed) answer(response, result.ok ? 200 : result.error_code, result, call);
  };
  // A request the double cannot serve (a body that is no JSON) ends its connection, as a crashed server's would.
  const server = createServer(
    (request, response) =>
      void serve(request, response).catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined)),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${under}`;
  return double;
}

// Builders of real-shaped chats and updates.

const TRADER: User = { id: 5_550_001, is_bot: false, first_name: 'Trader', username: 'trader' };

export const telegramChats = {
  channel: (id: number, title: string, username?: string): Chat.ChannelChat => ({
    id,
    type: 'channel',
    title,
    ...(username ? { username } : {}),
  }),
  supergroup: (id: number, title: string, username?: string): Chat.SupergroupChat => ({
    id,
    type: 'supergroup',
    title,
    ...(username ? { username } : {}),
  }),
  /** A basic group: a negative id without -100, and no username. */
  group: (id: number, title: string): Chat.GroupChat => ({ id, type: 'group', title }),
  private: (id: number): Chat.PrivateChat => ({ id, type: 'private', first_name: 'Stranger' }),
};

/** A text message's or a captioned photo's content, as a channel post or group message carries it. */
export type MessageContent =
  | { message_id: number; date: number; text: string; entities?: MessageEntity[]; reply_markup?: InlineKeyboardMarkup }
  | {
      message_id: number;
      date: number;
      caption?: string;
      caption_entities?: MessageEntity[];
      reply_markup?: InlineKeyboardMarkup;
      photo?: PhotoSize[];
    };

const PHOTO: PhotoSize[] = [{ file_id: 'AgACAgIAAxkBAAIBJ2Z', file_unique_id: 'AQADJ2Z', width: 1280, height: 720, file_size: 81_234 }];

function body(content: MessageContent) {
  return 'text' in content ? content : { photo: PHOTO, ...content };
}

export const telegramUpdates = {
  channelPost: (chat: Chat.ChannelChat, content: MessageContent): WithoutId<Update.ChannelPostUpdate> => ({
    channel_post: { chat, sender_chat: chat, ...body(content) },
  }),
  editedChannelPost: (chat: Chat.ChannelChat, content: MessageContent, editDate: number): WithoutId<Update.EditedChannelPostUpdate> => ({
    edited_channel_post: { chat, sender_chat: chat, edit_date: editDate, ...body(content) },
  }),
  groupMessage: (
    chat: Chat.SupergroupChat | Chat.GroupChat | Chat.PrivateChat,
    content: MessageContent,
  ): WithoutId<Update.MessageUpdate> => ({
    message: { chat, from: TRADER, ...body(content) },
  }),
  /** A basic group's last message when it is upgraded: where its members went. */
  groupMigratedTo: (chat: Chat.GroupChat, supergroupId: number, messageId: number, date: number): WithoutId<Update.MessageUpdate> => ({
    message: { chat, from: TRADER, message_id: messageId, date, migrate_to_chat_id: supergroupId },
  }),
  /** The supergroup's first message after an upgrade: the basic group it came from. */
  supergroupMigratedFrom: (
    chat: Chat.SupergroupChat,
    groupId: number,
    messageId: number,
    date: number,
  ): WithoutId<Update.MessageUpdate> => ({
    message: { chat, from: TRADER, message_id: messageId, date, migrate_from_chat_id: groupId },
  }),
  editedGroupMessage: (chat: Chat.SupergroupChat, content: MessageContent, editDate: number): WithoutId<Update.EditedMessageUpdate> => ({
    edited_message: { chat, from: TRADER, edit_date: editDate, ...body(content) },
  }),
};
