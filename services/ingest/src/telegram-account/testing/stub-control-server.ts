import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { tl } from '@mtcute/core';
import type { Logger } from 'pino';
import { z } from 'zod';
import { botApiChatId, type FakePost, type FakeTelegram } from './fake-telegram.js';

// The stub account's control API: what a test or a local demo does in Telegram while the ingest
// reads the fake (post, edit, delete, lose the connection). It exists only in this testing/
// folder, only a test's entry (stub-account-main.ts) starts it, and it listens on 127.0.0.1:
// nothing of it can be reached from another machine or from the production entry.

/** A link in a post's text, as the Bot API names entities: a bare URL, or a text with a hidden link. */
const entitySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('url'), offset: z.number().int().min(0), length: z.number().int().min(1) }),
  z.strictObject({ type: z.literal('text_link'), offset: z.number().int().min(0), length: z.number().int().min(1), url: z.url() }),
]);

/** A channel post as the test writes it: text, links in it, rows of URL buttons. */
export const stubPostSchema = z.strictObject({
  text: z.string().min(1).max(4096),
  entities: z.array(entitySchema).max(100).optional(),
  buttons: z
    .array(
      z
        .array(z.strictObject({ text: z.string().min(1).max(64), url: z.url() }))
        .min(1)
        .max(8),
    )
    .max(10)
    .optional(),
});
export type StubPost = z.infer<typeof stubPostSchema>;

const editSchema = z.strictObject({ text: z.string().min(1).max(4096) });

/** The post as the fake Telegram holds it (TL entities), dated `date` (unix seconds) or now. */
export function fakePostOf(post: StubPost, date?: number): FakePost {
  const entities = post.entities?.map((entity): tl.TypeMessageEntity =>
    entity.type === 'url'
      ? { _: 'messageEntityUrl', offset: entity.offset, length: entity.length }
      : { _: 'messageEntityTextUrl', offset: entity.offset, length: entity.length, url: entity.url },
  );
  return {
    text: post.text,
    ...(entities ? { entities } : {}),
    ...(post.buttons ? { buttons: post.buttons } : {}),
    ...(date === undefined ? {} : { date }),
  };
}

export interface StubChannel {
  /** The bare channel id the fake knows it by. */
  channelId: number;
  /** The Bot API id the hub stores it under (-100…). */
  chatId: string;
  title: string;
}

/**
 * The time on this machine's clock in milliseconds, finer than Date.now(): what a latency
 * measured across processes compares (both read the same clock).
 */
const clockMs = () => performance.timeOrigin + performance.now();

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 64 * 1024;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, `the body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpProblem(400, 'the body is not JSON');
  }
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpProblem(400, z.prettifyError(result.error));
  return result.data;
}

/**
 * Routes of the control API:
 *   GET    /channels                                 the stub's channels
 *   POST   /channels/:channelId/posts                a new post → { messageId, postedAtMs }
 *   PUT    /channels/:channelId/posts/:messageId     { text } an edit → { editDate }
 *   DELETE /channels/:channelId/posts/:messageId     the post deleted
 *   POST   /connection/drop, /connection/restore     the account's connection lost, and back
 */
async function handle(
  fake: FakeTelegram,
  channels: readonly StubChannel[],
  request: IncomingMessage,
): Promise<{ status: number; body?: unknown }> {
  const path = new URL(request.url ?? '/', 'http://stub').pathname;
  const route = `${request.method ?? 'GET'} ${path.replace(/\/\d+/g, '/:id')}`;
  const [channelId, messageId] = [...path.matchAll(/\/(\d+)/g)].map((match) => Number(match[1]));
  const channel = channels.find((known) => known.channelId === channelId);
  const needChannel = () => {
    if (!channel) throw new HttpProblem(404, `no channel ${channelId} in the stub account`);
    return channel;
  };
  switch (route) {
    case 'GET /channels':
      return { status: 200, body: channels };
    case 'POST /channels/:id/posts': {
      const post = fakePostOf(parsed(stubPostSchema, await readJson(request)));
      const { channelId: id, chatId } = needChannel();
      const postedAtMs = clockMs();
      return { status: 201, body: { chatId, messageId: fake.post(id, post), postedAtMs } };
    }
    case 'PUT /channels/:id/posts/:id': {
      const { text } = parsed(editSchema, await readJson(request));
      const { channelId: id } = needChannel();
      try {
        return { status: 200, body: { editDate: fake.edit(id, messageId ?? 0, text) } };
      } catch (error) {
        throw new HttpProblem(404, error instanceof Error ? error.message : String(error));
      }
    }
    case 'DELETE /channels/:id/posts/:id':
      fake.delete(needChannel().channelId, [messageId ?? 0]);
      return { status: 204 };
    case 'POST /connection/drop':
      fake.dropConnection();
      return { status: 204 };
    case 'POST /connection/restore':
      fake.restoreConnection();
      return { status: 204 };
    default:
      return { status: 404, body: { error: `no route ${request.method} ${path}` } };
  }
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the control API on 127.0.0.1:`port` (0: any free port, said in the log). */
export async function startStubControlServer(
  fake: FakeTelegram,
  channels: readonly StubChannel[],
  port: number,
  logger: Logger,
): Promise<Server> {
  const server = createServer((request, response) => {
    handle(fake, channels, request).then(
      ({ status, body }) => answer(response, status, body),
      (error: unknown) => {
        if (error instanceof HttpProblem) return answer(response, error.status, { error: error.message });
        logger.error({ err: error }, 'stub Telegram control API: the request failed');
        answer(response, 500, { error: 'the stub failed; see its log' });
      },
    );
  });
  // The control API never keeps the ingest alive: SIGTERM ends the process as it ends the real one.
  server.unref();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  logger.warn(
    { controlUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    'the ingest reads a STUB Telegram account (tests and demos only)',
  );
  return server;
}

/** A channel of the stub as the hub knows it. */
export function stubChannel(channelId: number, title: string): StubChannel {
  return { channelId, chatId: botApiChatId(channelId), title };
}
