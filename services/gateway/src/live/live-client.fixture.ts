import { WebSocket, type PerMessageDeflateOptions } from 'ws';
import type { Redis } from 'ioredis';
import { serverFrameSchema, type AlertMessage, type ServerFrame } from '@solana-hub/contracts';
import { publishEvent } from '@solana-hub/queue';

/** A well-behaved live-feed client (as the browser is): it answers pings and keeps the frames it gets. */
export interface LiveClient {
  socket: WebSocket;
  frames: ServerFrame[];
  /** The close code, once the socket has closed. */
  closed: Promise<number>;
  /** Bytes read off the TCP connection since the handshake's answer: frames as sent, compressed or not. */
  bytesOnTheWire: () => number;
}

export interface LiveClientOptions {
  /** Offer permessage-deflate, as browsers do (the default), or offer it with these parameters. */
  compression?: boolean | PerMessageDeflateOptions;
}

/** Opens /ws on the gateway at `port` with `cookie`; resolves once open, rejects with the HTTP status of a refusal. */
export function openLiveClient(
  port: number,
  cookie: string,
  headers: Record<string, string> = {},
  options: LiveClientOptions = {},
): Promise<LiveClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
    headers: { cookie, ...headers },
    perMessageDeflate: options.compression ?? true,
  });
  const frames: ServerFrame[] = [];
  let bytesOnTheWire = () => 0;
  socket.once('upgrade', (response) => {
    const start = response.socket.bytesRead;
    bytesOnTheWire = () => response.socket.bytesRead - start;
  });
  socket.on('message', (data) => frames.push(serverFrameSchema.parse(JSON.parse((data as Buffer).toString()))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames, closed, bytesOnTheWire: () => bytesOnTheWire() }));
    socket.once('unexpected-response', (_request, response) => reject(new UpgradeRefused(response.statusCode ?? 0)));
    socket.once('error', reject);
  });
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** The HTTP status that refused an upgrade with `cookie` and `headers` (101 when it was let in, and closed again). */
export async function upgradeStatus(port: number, cookie: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const client = await openLiveClient(port, cookie, headers);
    client.socket.close();
    return 101;
  } catch (error) {
    if (error instanceof UpgradeRefused) return error.status;
    throw error;
  }
}

let nextId = 1;

/** A stored alert as the extractor announces it; `text` sets the size of its frame. */
export function anAlert(text = 'alert'): AlertMessage {
  const id = nextId++;
  return {
    id,
    message_id: String(id),
    chat_id: 'live',
    message_type: 'insider',
    token_address: 'Live1',
    token_name: 'Live',
    token_symbol: 'LIVE',
    timestamp: new Date().toISOString(),
    message_text: text,
    description: null,
    market_cap: 1000,
    twitter_mentions: null,
    trending_level: null,
    links: '[]',
    caller_name: null,
    caller_link: null,
    text_dropped_at: null,
  };
}

/** Publishes the alert as the extractor does, for every gateway on `prefix`. */
export async function announce(publisher: Redis, prefix: string, alert: AlertMessage): Promise<void> {
  await publishEvent(publisher, prefix, { name: 'message.created', data: alert });
}

/** Waits until `check` holds, asking again every 20 ms; fails after `withinMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether the client got the NEW_MESSAGE frame of `alert`. */
export function received(client: LiveClient, alert: AlertMessage): boolean {
  return client.frames.some((frame) => frame.type === 'NEW_MESSAGE' && frame.data.id === alert.id);
}
