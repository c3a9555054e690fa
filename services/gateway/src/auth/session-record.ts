import { createHmac } from 'node:crypto';
import { z } from 'zod';

/**
 * What Redis keeps of a session: when it logged in, and under which password (its generation).
 * A session kept before sessions carried a generation has none and is refused: its trader logs
 * in again once.
 */
export const sessionRecordSchema = z.object({
  createdAt: z.iso.datetime(),
  passwordGeneration: z.string().min(1),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

/** What a session must meet to be alive: made under the current password, and not older than its lifetime. */
export interface SessionRules {
  passwordGeneration: string;
  lifetimeMs: number;
}

/**
 * Tells one shared password from another without keeping it: an HMAC under SESSION_SECRET, so
 * what Redis holds cannot be tried against guesses without the secret. Changing APP_PASSWORD
 * changes it, and every replica computes the same one from its own settings. The label keeps it
 * apart from the cookie signatures made with the same secret.
 */
export function passwordGeneration(password: string, sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('app password generation\0').update(password).digest('base64url');
}

/** The record Redis answered for a session, or null when there is none or it is not one of ours. */
export function parseSessionRecord(stored: string | null): SessionRecord | null {
  if (stored === null) return null;
  try {
    return sessionRecordSchema.parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

/** How long the session has left at `now`: 0 or less when it has ended (its lifetime is over, or the password changed). */
export function sessionTimeLeftMs(record: SessionRecord, rules: SessionRules, now: number): number {
  if (record.passwordGeneration !== rules.passwordGeneration) return 0;
  return Date.parse(record.createdAt) + rules.lifetimeMs - now;
}
