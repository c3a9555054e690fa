import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_POSTGRES_USER } from '@solana-hub/config';

/**
 * Who may connect to a private PostgreSQL. The Unix socket lies in the cluster's own folder,
 * which only the server's user (and root) can enter, so it needs no password: that is how the
 * launcher sets the password, also on a cluster an older launcher made with `trust`. TCP (bound
 * to 127.0.0.1) asks every user for the password, so other local users cannot get in.
 */
const ACCESS_RULES = `# Written by the launcher (tools/src/provision/postgres-access.ts) on every start.
local all all                trust
host  all all 127.0.0.1/32   scram-sha-256
host  all all ::1/128        scram-sha-256
`;

/** Writes the access rules into the cluster's pg_hba.conf; answers whether they were not there yet. */
export function writeAccessRules(dir: string): boolean {
  const file = path.join(dir, 'pg_hba.conf');
  if (readFileSync(file, 'utf8') === ACCESS_RULES) return false;
  // initdb made the file: overwriting it keeps its owner (the server's user) and its mode (0600).
  writeFileSync(file, ACCESS_RULES);
  return true;
}

/**
 * Sets the superuser's password through the socket in `dir`, on every start: the password in
 * .data/local-secrets.json is the one that works, even after that file was made anew.
 */
export async function setPassword(dir: string, port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: dir, port, user: PRIVATE_POSTGRES_USER, database: 'postgres' });
  await client.connect();
  try {
    // ALTER ROLE takes no parameters: the password goes in as an escaped literal.
    await client.query(`ALTER ROLE ${PRIVATE_POSTGRES_USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}
