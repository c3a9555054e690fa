import { sql, type Kysely } from 'kysely';
import type { AlertRule } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { listAlertRules } from './alert-rule-repository.js';

/**
 * The enabled rules, read and parsed again only when they changed: a check of a batch of tokens
 * asks for them each time, and a one-row query of the rules' version (a digest of every rule's
 * id and last change) costs far less than reading and parsing fifty rules' JSON. Any save,
 * switch or delete changes the version, so a check never uses rules older than its own start.
 */
export class EnabledAlertRules {
  private cached: { version: string; rules: AlertRule[] } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async current(): Promise<AlertRule[]> {
    const version = await this.version();
    if (this.cached?.version !== version) this.cached = { version, rules: await listAlertRules(this.db, true) };
    return this.cached.rules;
  }

  private async version(): Promise<string> {
    const { rows } = await sql<{ version: string }>`
      SELECT coalesce(md5(string_agg(id || ':' || updated_at, ',' ORDER BY id)), '') AS version FROM alert_rules`.execute(this.db);
    return rows[0]?.version ?? '';
  }
}
