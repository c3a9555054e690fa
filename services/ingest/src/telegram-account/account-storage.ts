import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  MemoryAuthKeysRepository,
  MemoryRefMessagesRepository,
  MemoryStorageDriver,
  type IAuthKeysRepository,
  type IKeyValueRepository,
  type IPeersRepository,
  type IStorageDriver,
  type ITelegramStorageProvider,
} from '@mtcute/core';
import {
  deleteTelegramAuthKeys,
  deleteTelegramClientValues,
  deleteTelegramPeers,
  findTelegramPeer,
  forgetOtherTelegramLogins,
  loadTelegramClientState,
  saveTelegramAuthKey,
  saveTelegramClientValues,
  saveTelegramPeers,
  type Database,
  type TelegramLogin,
  type TelegramPeer,
  type TelegramPeerKey,
} from '@solana-hub/db';
import { openSession, sealSession, SessionKeyMismatchError } from './session-seal.js';

type PeerInfo = IPeersRepository.PeerInfo;

export interface AccountStorageOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** The login whose client this is: its values and keys are kept under it, its peers under its account. */
  login: TelegramLogin;
  /** TELEGRAM_SESSION_KEY: auth keys are sealed with it, as the session is. */
  sessionKey: string;
  /** Whether this process still holds the account's lease: only the holder writes (a replica standing by, or one that lost the lease, must not). */
  holdsAccount: () => boolean;
}

/** The login a sealed session stands for (the seal is new at every login): what the client keeps is kept under it. */
export function loginIdOf(sealedSession: string): string {
  return createHash('sha256').update(sealedSession).digest('hex').slice(0, 32);
}

/**
 * mtcute's storage in PostgreSQL (tables of migration 0021), so that what the client learnt
 * outlives the process: above all the peers with their access hashes, without which reading a
 * chat after a restart means listing every dialog first. Also the library's key-value store (the
 * updates state, the account's own user, the data centres) and the auth keys, sealed.
 *
 * - The library writes many peers and values at once (a page of dialogs, the updates state) and
 *   then saves: they wait in memory, readable, and the save writes them in one transaction. A save
 *   that fails (PostgreSQL away) keeps them for the next one and is logged, never thrown: they are
 *   a cache Telegram gives again, and a Telegram call that succeeded must not fail because of it.
 * - Auth keys and deletions are written at once, as the library requires.
 * - Values and auth keys are few and read often (the auth key at every call): loaded once, then
 *   served from memory; this process is their only writer while it holds the lease.
 * - Reference messages (where a peer seen only in passing was seen) and temporary auth keys stay
 *   in memory: the ingest never addresses a user it saw only as a message's author, and
 *   temporary keys (perfect forward secrecy, off here) are made afresh at will.
 */
export class AccountStorage implements ITelegramStorageProvider {
  private loaded: Promise<void> | null = null;
  private readonly values = new Map<string, Uint8Array>();
  private readonly keys = new Map<number, Uint8Array>();
  private readonly tempKeys = new MemoryAuthKeysRepository(new MemoryStorageDriver());
  /** Stored since the last save; readable until written. */
  private readonly unsavedValues = new Map<string, Uint8Array>();
  private readonly unsavedPeers = new Map<number, PeerInfo>();
  /** Every write, one after the other: a deletion never overtakes the save of what it deletes. */
  private writing: Promise<unknown> = Promise.resolve();
  private saveFailing = false;

  constructor(private readonly options: AccountStorageOptions) {}

  readonly driver: IStorageDriver = {
    // Once, however often the library asks; asked again after a failure (PostgreSQL away).
    load: () =>
      (this.loaded ??= this.load().catch((error: unknown) => {
        this.loaded = null;
        throw error;
      })),
    save: () => this.save(),
    destroy: () => this.save(),
  };

  readonly kv: IKeyValueRepository = {
    get: (key) => this.values.get(key) ?? null,
    set: (key, value) => {
      this.values.set(key, value);
      this.unsavedValues.set(key, value);
    },
    delete: (key) => {
      this.values.delete(key);
      this.unsavedValues.delete(key);
      return this.write((db, login) => deleteTelegramClientValues(db, login.id, key));
    },
    deleteAll: () => {
      this.values.clear();
      this.unsavedValues.clear();
      return this.write((db, login) => deleteTelegramClientValues(db, login.id));
    },
  };

  readonly authKeys: IAuthKeysRepository = {
    get: (dc) => this.keys.get(dc) ?? null,
    set: (dc, key) => {
      if (key === null) return this.deleteKeys(dc);
      this.keys.set(dc, key);
      const sealed = sealSession(Buffer.from(key).toString('base64'), this.options.sessionKey);
      return this.write((db, login) => saveTelegramAuthKey(db, login.id, dc, sealed));
    },
    setTemp: (dc, idx, key, expires) => this.tempKeys.setTemp(dc, idx, key, expires),
    getTemp: (dc, idx, now) => this.tempKeys.getTemp(dc, idx, now),
    deleteByDc: (dc) => this.deleteKeys(dc),
    deleteAll: () => this.deleteKeys(),
  };

  readonly peers: IPeersRepository = {
    store: (peer) => {
      this.unsavedPeers.set(peer.id, peer);
    },
    getById: (id) => this.unsavedPeers.get(id) ?? this.findPeer({ id }),
    getByUsername: (name) => {
      const username = name.toLowerCase();
      return this.unsavedPeer((peer) => peer.usernames.includes(username)) ?? this.findPeer({ username });
    },
    getByPhone: (phone) => this.unsavedPeer((peer) => peer.phone === phone) ?? this.findPeer({ phone }),
    deleteAll: () => {
      this.unsavedPeers.clear();
      return this.write((db, login) => deleteTelegramPeers(db, login.userId));
    },
  };

  readonly refMessages = new MemoryRefMessagesRepository(new MemoryStorageDriver());

  /** A new login's first load forgets what other logins kept; then the login's values and keys are read. */
  private async load(): Promise<void> {
    const { db, login } = this.options;
    if (this.options.holdsAccount()) await forgetOtherTelegramLogins(db, login);
    const kept = await loadTelegramClientState(db, login.id);
    for (const [key, value] of kept.values) this.values.set(key, value);
    for (const [dc, sealed] of kept.sealedAuthKeys) {
      const key = this.openKey(dc, sealed);
      if (key) this.keys.set(dc, key);
    }
  }

  /** Writes what waits since the last save, in one transaction; kept for the next save if that fails. */
  private save(): Promise<void> {
    return this.write(async (db, login) => {
      const values = [...this.unsavedValues];
      const peers = [...this.unsavedPeers.values()];
      if (values.length === 0 && peers.length === 0) return;
      try {
        await db.transaction().execute(async (trx) => {
          await saveTelegramClientValues(trx, login.id, values);
          await saveTelegramPeers(trx, login.userId, peers.map(telegramPeerOf));
        });
      } catch (error) {
        if (!this.saveFailing)
          this.options.logger.warn(
            { err: error, values: values.length, peers: peers.length },
            'Telegram account: could not save what the client learnt (peers, updates state); kept in memory for the next save',
          );
        this.saveFailing = true;
        return;
      }
      if (this.saveFailing) this.options.logger.info('Telegram account: what the client learnt is saved again');
      this.saveFailing = false;
      // Stored again meanwhile: the newer one waits for the next save.
      for (const [key, value] of values) if (this.unsavedValues.get(key) === value) this.unsavedValues.delete(key);
      for (const peer of peers) if (this.unsavedPeers.get(peer.id) === peer) this.unsavedPeers.delete(peer.id);
    });
  }

  private deleteKeys(dc?: number): Promise<void> {
    if (dc === undefined) {
      this.keys.clear();
      this.tempKeys.deleteAll();
    } else {
      this.keys.delete(dc);
      this.tempKeys.deleteByDc(dc);
    }
    return this.write((db, login) => deleteTelegramAuthKeys(db, login.id, dc));
  }

  /** Runs a write after those before it, if this process still holds the account; a failure reaches the caller. */
  private write(work: (db: Kysely<Database>, login: TelegramLogin) => Promise<void>): Promise<void> {
    const run = this.writing.then(() => {
      if (this.options.holdsAccount()) return work(this.options.db, this.options.login);
      // Another process holds the account now: what this one learnt is its own to lose.
      this.unsavedValues.clear();
      this.unsavedPeers.clear();
      return undefined;
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  private unsavedPeer(matches: (peer: PeerInfo) => boolean): PeerInfo | undefined {
    for (const peer of this.unsavedPeers.values()) if (!peer.isMin && matches(peer)) return peer;
    return undefined;
  }

  private async findPeer(key: TelegramPeerKey): Promise<PeerInfo | null> {
    const peer = await findTelegramPeer(this.options.db, this.options.login.userId, key);
    return peer && peerInfoOf(peer);
  }

  /** A stored key that does not open (the row was altered) is left out: the session's own key is imported instead. */
  private openKey(dc: number, sealed: string): Uint8Array | null {
    try {
      return new Uint8Array(Buffer.from(openSession(sealed, this.options.sessionKey), 'base64'));
    } catch (error) {
      if (!(error instanceof SessionKeyMismatchError)) throw error;
      this.options.logger.warn({ dc }, 'Telegram account: a stored auth key does not open with TELEGRAM_SESSION_KEY; left out');
      return null;
    }
  }
}

function telegramPeerOf(peer: PeerInfo): TelegramPeer {
  return {
    id: peer.id,
    accessHash: peer.accessHash,
    // The library leaves it undefined for a channel Telegram did not flag.
    isMin: peer.isMin === true,
    usernames: peer.usernames,
    phone: peer.phone ?? null,
    updatedAt: new Date(peer.updated),
    complete: peer.complete,
  };
}

function peerInfoOf(peer: TelegramPeer): PeerInfo {
  return {
    id: peer.id,
    accessHash: peer.accessHash,
    isMin: peer.isMin,
    usernames: peer.usernames,
    updated: peer.updatedAt.getTime(),
    complete: peer.complete,
    ...(peer.phone === null ? {} : { phone: peer.phone }),
  };
}
