import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import type { Config } from '@solana-hub/config';
import { clientFrameSchema, type HubEvent, type ServerFrame } from '@solana-hub/contracts';
import { subscribeToEvents } from '@solana-hub/queue';
import { CONFIG, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { SessionStore } from '../auth/session-store.js';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';

export const LIVE_FEED_PATH = '/ws';
/** A client that cannot keep up is dropped before its buffer grows without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A connection that answers no ping for this long is closed. */
const HEARTBEAT_MS = 30_000;

/**
 * The live feed: events from every worker arrive through Redis and go to every logged-in
 * browser connected to this replica, as the spec's NEW_MESSAGE / MARKET_CAP_UPDATE frames (and
 * MESSAGE_UPDATED for a stored message rewritten, shown in place).
 */
@Injectable()
export class LiveFeed implements OnApplicationShutdown {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly alive = new WeakSet<WebSocket>();
  private subscriber: Redis | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly clients: Gauge;

  constructor(
    private readonly sessions: SessionStore,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.clients = new Gauge({
      name: 'gateway_websocket_clients',
      help: 'Browsers connected to the live feed',
      registers: [metrics.registry],
      collect: () => this.clients.set(this.server.clients.size),
    });
  }

  /** Called once the HTTP server exists: takes WebSocket upgrades and starts listening to events. */
  async start(): Promise<void> {
    const http = this.adapterHost.httpAdapter.getHttpServer() as Server;
    http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => void this.upgrade(request, socket, head));
    this.server.on('connection', (socket) => this.attach(socket));
    this.subscriber = this.redis.duplicate();
    await subscribeToEvents(
      this.subscriber,
      this.config.redisPrefix,
      (event) => this.broadcast(toFrame(event)),
      (problem) => this.logger.warn({ problem }, 'ignored an invalid event'),
    );
    this.heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const socket of this.server.clients) socket.close(1001, 'server shutting down');
    this.server.close();
    this.subscriber?.disconnect();
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (path !== LIVE_FEED_PATH) return refuse(socket, 404, 'Not Found');
    const id = sessionIdFromCookieHeader(request.headers.cookie, this.config.sessionSecret);
    const loggedIn = id !== null && (await this.sessions.touch(id).catch(() => false));
    if (!loggedIn) return refuse(socket, 401, 'Unauthorized');
    this.server.handleUpgrade(request, socket, head, (client) => this.server.emit('connection', client, request));
  }

  private attach(socket: WebSocket): void {
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('message', (data: RawData) => this.answer(socket, data));
    socket.on('error', (error) => this.logger.debug({ err: error }, 'live feed socket error'));
  }

  private answer(socket: WebSocket, data: RawData): void {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (clientFrameSchema.safeParse(json).success) this.send(socket, JSON.stringify({ type: 'PONG', data: null } satisfies ServerFrame));
  }

  private broadcast(frame: ServerFrame | null): void {
    if (!frame) return;
    const payload = JSON.stringify(frame);
    for (const socket of this.server.clients) this.send(socket, payload);
  }

  private send(socket: WebSocket, payload: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logger.warn('dropping a live feed client that does not keep up');
      socket.terminate();
      return;
    }
    socket.send(payload);
  }

  private checkHeartbeats(): void {
    for (const socket of this.server.clients) {
      if (!this.alive.has(socket)) {
        socket.terminate();
        continue;
      }
      this.alive.delete(socket);
      socket.ping();
    }
  }
}

function toFrame(event: HubEvent): ServerFrame | null {
  switch (event.name) {
    case 'message.created':
      return { type: 'NEW_MESSAGE', data: event.data };
    case 'message.updated':
      return { type: 'MESSAGE_UPDATED', data: event.data };
    case 'token.market-cap-updated':
      return { type: 'MARKET_CAP_UPDATE', data: event.data };
    case 'templates.changed':
      return null;
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
