import { format } from 'node:util';
import type { Logger } from 'pino';
import { MemoryStorage, networkMiddlewares, type ITelegramStorageProvider } from '@mtcute/core';
import { LogManager } from '@mtcute/core/utils.js';
import { TelegramClient, type BaseTelegramClient, type BaseTelegramClientOptions } from '@mtcute/core/client.js';
import { BaseTelegramClient as NodeBaseTelegramClient } from '@mtcute/node';

// The user-account source talks MTProto through mtcute (@mtcute/node): its updates manager keeps
// the pts/qts state and fetches what a gap lost (getChannelDifference) by itself, its high-level
// client parses messages, entities and keyboards, and its flood waiter sleeps short FLOOD_WAITs.
// Why mtcute rather than GramJS (`telegram`), and how it is tested here, is in ./README.md.

/** The parts of a client's options the ingest decides, the same for Telegram and for tests. */
export type AccountClientOptions = Pick<BaseTelegramClientOptions, 'apiId' | 'apiHash' | 'storage' | 'network' | 'updates' | 'logLevel'>;

/**
 * Builds the MTProto client under the high-level one. Production connects to Telegram
 * (`telegramNetwork`); tests pass a client whose RPC calls a fake Telegram answers.
 */
export type BaseClientFactory = (options: AccountClientOptions) => BaseTelegramClient;

/** The real network: TCP to Telegram's data centres. */
export const telegramNetwork: BaseClientFactory = (options) => new NodeBaseTelegramClient(options);

export interface AccountClientSettings {
  apiId: number;
  apiHash: string;
  logger: Logger;
  /** Told when Telegram asks for a pause the library waits out itself. */
  onFloodWait?: (method: string, seconds: number) => void;
  /** The longest flood wait the library sleeps itself (default 10 s); a longer one reaches the caller. */
  libraryFloodWaitMs?: number;
  /** Told of each error the library logs (its updates loop failing and restarting, a difference it could not fetch). */
  onLibraryError?: (message: string) => void;
  /**
   * Where the client keeps what it learns (peers and their access hashes, auth keys, updates
   * state): the reading account keeps it in PostgreSQL (account-storage.ts); a login, which keeps
   * nothing but the session it exports, in memory.
   */
  storage?: ITelegramStorageProvider;
}

/** A client with no session yet (import one, or log in). */
export function accountClient(factory: BaseClientFactory, settings: AccountClientSettings): TelegramClient {
  const onFloodWait =
    settings.onFloodWait ??
    ((method: string, seconds: number) =>
      settings.logger.warn({ method, seconds }, `Telegram asked to wait ${seconds} s before ${method}; waiting`));
  const base = factory({
    apiId: settings.apiId,
    apiHash: settings.apiHash,
    storage: settings.storage ?? new MemoryStorage(),
    // Short waits (10 s unless told) are slept by the library (and logged here); longer ones reach the caller.
    network: {
      middlewares: networkMiddlewares.basic({
        floodWaiter: {
          maxWait: settings.libraryFloodWaitMs ?? 10_000,
          onBeforeWait: (ctx, seconds) => onFloodWait(ctx.request._, seconds),
        },
      }),
    },
    // The ingest reads each watched chat from its own cursor after a restart or a lost
    // connection; the library's catch-up of the whole account on start would only double that.
    updates: { catchUp: false },
    logLevel: LogManager.WARN,
  });
  routeLibraryLog(base.log.mgr, settings.logger, settings.onLibraryError);
  return new TelegramClient({ client: base });
}

/**
 * mtcute's own log lines (its format strings use %s, %d, %j...) go to the service log at debug:
 * while Telegram is unreachable it logs every reconnect attempt, every second. What matters (the
 * connection lost and back, flood waits) the ingest logs itself, once; its errors (the updates
 * loop failing and restarting, a difference it could not fetch) go to `onLibraryError`, which
 * logs, counts and shows them.
 */
function routeLibraryLog(log: LogManager, logger: Logger, onLibraryError?: (message: string) => void): void {
  log.handler = (_color: number, level: number, tag: string, fmt: string, args: unknown[]) => {
    const message = format(fmt.replace(/%[hbJe]/g, '%s'), ...args);
    logger.debug({ library: 'mtcute', tag, level }, message);
    if (level === LogManager.ERROR) onLibraryError?.(message);
  };
}
