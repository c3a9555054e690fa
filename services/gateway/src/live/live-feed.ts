import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import type { Config } from '@solana-hub/config';
import { clientFrameSchema, type ServerFrame } from '@solana-hub/contracts';
import { subscribeToEvents } from '@solana-hub/queue';
import { CONFIG, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { SessionStore } from '../auth/session-store.js';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings.js';
import { BroadcastFrames, negotiatedCompression, SERVER_WINDOW_BITS, textFrame, type FrameCompression } from './broadcast-frames.js';
import { frameOfEvent } from './event-frame.js';
import { SessionSockets } from './session-sockets.js';
import { admitUpgrade } from './upgrade-admission.js';
import { refuseUpgrade } from './upgrade-refusal.js';

/** The largest frame a browser may send; its frames are PINGs of a few bytes. */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** A client that cannot keep up is dropped before its buffer grows without bound. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * A trader keeps a few tabs open; a session holding more is a leak or an attack and must not
 * exhaust the replica. The new socket is refused (429), so the open tabs keep their feed.
 */
export const MAX_SOCKETS_PER_SESSION = 20;
/** The close code (RFC 6455 registry) that makes a browser reconnect and read its lists again. */
const SERVICE_RESTART = 1012;
/** At shutdown, how long browsers have to answer the close before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 1_000;
/**
 * Frames are JSON of a few hundred bytes that repeat their keys and much of their values, frame
 * after frame: permessage-deflate keeping its context between frames sends them in about a
 * seventh of their size (the live feed was most of what a dashboard downloaded). ws negotiates
 * it (a 2 KB window, 2^11, holds the last frames, which is where the repeats are) and inflates
 * what browsers send; the frames sent are compressed once for every socket (BroadcastFrames).
 */
const FRAME_COMPRESSION = { serverMaxWindowBits: SERVER_WINDOW_BITS } as const;

/**
 * The live feed: events from every worker arrive through Redis and go to every logged-in
 * browser connected to this replica, as NEW_MESSAGE / MARKET_CAP_UPDATE frames (and
 * MESSAGE_UPDATED for a stored message rewritten, shown in place). A session that ends (a
 * logout through any replica, an expiry) closes its sockets.
 */
@Injectable()
export class LiveFeed implements BeforeApplicationShutdown {
  private readonly server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    perMessageDeflate: FRAME_COMPRESSION,
  });
  private readonly sockets = new SessionSockets();
  private readonly alive = new WeakSet<WebSocket>();
  /** Each client's TCP socket, which its frames are written to: what the network has not taken yet is the client's backlog. */
  private readonly connections = new WeakMap<WebSocket, Duplex>();
  /** What each handshake settled on (read from ws's answer), then each client's. */
  private readonly negotiated = new WeakMap<IncomingMessage, FrameCompression>();
  private readonly compressionOf = new WeakMap<WebSocket, FrameCompression>();
  private readonly frames = new BroadcastFrames();
  private subscriber: Redis | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private checkingSessions = false;

  constructor(
    private readonly sessions: SessionStore,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
    metrics: Metrics,
  ) {
    const clients: Gauge = new Gauge({
      name: 'gateway_websocket_clients',
      help: 'Browsers connected to the live feed',
      registers: [metrics.registry],
      collect: () => clients.set(this.server.clients.size),
    });
    this.server.on('headers', (headers, request) => this.negotiated.set(request, negotiatedCompression(headers)));
  }

  /** Called once the HTTP server exists: takes WebSocket upgrades and starts listening to events. */
  async start(): Promise<void> {
    const http = this.adapterHost.httpAdapter.getHttpServer() as Server;
    http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // First, before anything can fail: a client may reset the connection at any moment, and
      // an 'error' event nobody listens to ends the process.
      socket.on('error', this.onUpgradeSocketError);
      this.upgrade(request, socket, head).catch((error: unknown) => {
        this.logger.error({ err: error }, 'could not check a live feed upgrade');
        refuseUpgrade(socket, 503);
      });
    });
    // A duplicate of the shared connection reports its outages itself (connectRedis); named so an
    // operator finds it in CLIENT LIST.
    const subscriber = this.redis.duplicate({ connectionName: `${this.config.redisPrefix}:live-feed` });
    this.subscriber = subscriber;
    this.reconnectBrowsersAfterAGap(subscriber);
    await subscribeToEvents(
      subscriber,
      this.config.redisPrefix,
      (event) => this.broadcast(frameOfEvent(event)),
      (problem) => this.logger.warn({ problem }, 'ignored an invalid event'),
    );
    await this.sessions.followEndedSessions(subscriber, (id) => this.sockets.endSession(id));
    this.heartbeat = setInterval(() => void this.checkSockets(), this.settings.liveFeedHeartbeatMs);
  }

  /**
   * Before the HTTP server closes, which waits for every socket: tells each browser the server
   * is going (it reconnects to another replica) and cuts those that do not answer in time.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    const allClosed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.server.clients) socket.close(1001, 'server shutting down');
    const cut = setTimeout(() => {
      for (const socket of this.server.clients) socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    await allClosed;
    clearTimeout(cut);
    this.subscriber?.disconnect();
  }

  /**
   * ioredis subscribes again by itself once Redis is back, but what was published meanwhile never
   * reaches this replica: its browsers are asked to reconnect, and a reconnected browser reads its
   * lists again.
   */
  private reconnectBrowsersAfterAGap(subscriber: Redis): void {
    let dropped = false;
    subscriber.on('close', () => (dropped = true));
    subscriber.on('ready', () => {
      if (!dropped) return;
      dropped = false;
      this.logger.info({ clients: this.server.clients.size }, 'live feed subscription back: browsers reconnect to read what they missed');
      for (const socket of this.server.clients) socket.close(SERVICE_RESTART, 'events may have been missed');
    });
  }

  private readonly onUpgradeSocketError = (error: Error): void => {
    this.logger.debug({ err: error }, 'live feed upgrade socket error');
  };

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const admission = await admitUpgrade(request, this.sessions, this.config.sessionSecret);
    // The client left while its session was checked: there is nobody to answer.
    if (socket.destroyed) return;
    if (!admission.admitted) return refuseUpgrade(socket, admission.status);
    if (this.sockets.count(admission.sessionId) >= MAX_SOCKETS_PER_SESSION) return refuseUpgrade(socket, 429);
    // ws answers a malformed handshake (version, key, method) itself, with a 4xx.
    this.server.handleUpgrade(request, socket, head, (client) => {
      socket.off('error', this.onUpgradeSocketError);
      this.connections.set(client, socket);
      const compression = this.negotiated.get(request) ?? 'none';
      this.compressionOf.set(client, compression);
      if (compression === 'shared') this.frames.joined();
      this.attach(client, admission.sessionId);
    });
  }

  private attach(socket: WebSocket, sessionId: string): void {
    this.sockets.add(sessionId, socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('message', (data: RawData) => this.answer(socket, data));
    socket.on('error', (error) => this.logger.debug({ err: error }, 'live feed socket error'));
  }

  /** A PING gets a PONG; anything else a browser sends is ignored. */
  private answer(socket: WebSocket, data: RawData): void {
    let json: unknown;
    try {
      // ws hands a text frame over as one Buffer (binaryType 'nodebuffer', its default).
      json = JSON.parse((data as Buffer).toString());
    } catch {
      return;
    }
    if (clientFrameSchema.safeParse(json).success)
      this.send(socket, textFrame(Buffer.from(JSON.stringify({ type: 'PONG', data: null } satisfies ServerFrame)), false));
  }

  private broadcast(frame: ServerFrame | null): void {
    if (!frame) return;
    const frameFor = this.frames.framesOf(JSON.stringify(frame));
    for (const socket of this.server.clients) this.send(socket, frameFor(this.compressionOf.get(socket) ?? 'none'));
  }

  /**
   * Writes a frame's bytes to the client's TCP socket (ws writes only its control frames there,
   * at once, so the order holds), or drops the client when the network has left more than
   * MAX_BUFFERED_BYTES of its frames unsent.
   */
  private send(socket: WebSocket, frame: Buffer): void {
    const connection = this.connections.get(socket);
    if (socket.readyState !== WebSocket.OPEN || !connection) return;
    if (connection.writableLength > MAX_BUFFERED_BYTES) {
      this.logger.warn('dropping a live feed client that does not keep up');
      socket.terminate();
      return;
    }
    connection.write(frame);
  }

  /** Closes the sockets that answered no ping since the last heartbeat and pings the others. */
  private async checkSockets(): Promise<void> {
    for (const socket of this.server.clients) {
      if (!this.alive.has(socket)) {
        socket.terminate();
        continue;
      }
      this.alive.delete(socket);
      socket.ping();
    }
    await this.endGoneSessions();
  }

  /**
   * A logout announces itself (see SessionStore.followEndedSessions); a session that expired or
   * was deleted in Redis does not, so each heartbeat asks after the sessions holding sockets.
   */
  private async endGoneSessions(): Promise<void> {
    // Redis slow or away: one check at a time, not one more per heartbeat.
    if (this.checkingSessions) return;
    this.checkingSessions = true;
    try {
      await Promise.all(
        this.sockets.sessions().map(async (id) => {
          if (!(await this.sessions.exists(id))) this.sockets.endSession(id);
        }),
      );
    } catch (error) {
      // Unknown is not ended: the sockets stay until a heartbeat can tell.
      this.logger.warn({ err: error }, 'could not check the sessions of live feed sockets');
    } finally {
      this.checkingSessions = false;
    }
  }
}
