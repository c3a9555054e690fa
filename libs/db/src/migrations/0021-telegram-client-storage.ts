import { sql, type Kysely } from 'kysely';

/**
 * What the Telegram account's client (mtcute) keeps between runs, so a restart reads the watched
 * chats at once instead of listing every dialog to learn their access hashes again:
 * - `telegram_peers`: the users, groups and channels the account has seen, with the access hash
 *   Telegram wants with each of their ids. Access hashes belong to the account that was given
 *   them, so rows are kept under its `user_id` and dropped when another account logs in.
 * - `telegram_client_values`: the library's key-value store (the updates state, the channels'
 *   pts, the account's own user, the data centres and their salts), under the login it belongs
 *   to (`login_id`, a hash of the sealed session): a new login starts from nothing.
 * - `telegram_auth_keys`: the login's auth keys per data centre. An auth key is as good as the
 *   session, so it is sealed as the session is (AES-256-GCM under TELEGRAM_SESSION_KEY), never
 *   in the clear here.
 * Only the ingest holding the account's lease writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE telegram_peers (
    user_id bigint NOT NULL,
    peer_id bigint NOT NULL,
    access_hash text NOT NULL,
    is_min boolean NOT NULL,
    usernames text[] NOT NULL,
    phone text,
    updated_at timestamptz NOT NULL,
    complete bytea NOT NULL,
    PRIMARY KEY (user_id, peer_id)
  )`.execute(db);
  // The library looks a peer up by id, and now and then by username or phone.
  await sql`CREATE INDEX telegram_peers_usernames ON telegram_peers USING gin (usernames)`.execute(db);
  await sql`CREATE INDEX telegram_peers_phone ON telegram_peers (user_id, phone) WHERE phone IS NOT NULL`.execute(db);

  await sql`CREATE TABLE telegram_client_values (
    login_id text NOT NULL,
    key text NOT NULL,
    value bytea NOT NULL,
    PRIMARY KEY (login_id, key)
  )`.execute(db);

  await sql`CREATE TABLE telegram_auth_keys (
    login_id text NOT NULL,
    dc integer NOT NULL,
    sealed_key text NOT NULL,
    PRIMARY KEY (login_id, dc)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE telegram_auth_keys`.execute(db);
  await sql`DROP TABLE telegram_client_values`.execute(db);
  await sql`DROP TABLE telegram_peers`.execute(db);
}
