import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

// The account session is as good as the trader's phone: whoever holds it reads and writes as
// them. It is kept in PostgreSQL sealed with AES-256-GCM under a key derived from
// TELEGRAM_SESSION_KEY (scrypt, a fresh salt per seal), so a database dump alone is useless and
// a changed or wrong key is detected (GCM's tag), never decrypted into garbage.

const VERSION = 'v1';
const SALT_BYTES = 16;
const IV_BYTES = 12;

/** The stored session cannot be opened with this key: TELEGRAM_SESSION_KEY changed, or the row was altered. */
export class SessionKeyMismatchError extends Error {
  constructor() {
    super(
      'the stored Telegram session cannot be opened with TELEGRAM_SESSION_KEY (was the key changed?): run `npm run telegram:login` again',
    );
  }
}

function keyOf(secret: string, salt: Buffer): Buffer {
  return scryptSync(secret, salt, 32);
}

/** The session sealed for storage: `v1.<salt>.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSession(session: string, secret: string): string {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, salt), iv);
  const sealed = Buffer.concat([cipher.update(session, 'utf8'), cipher.final()]);
  return [VERSION, salt, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The session a seal holds; throws SessionKeyMismatchError when the key does not open it. */
export function openSession(sealed: string, secret: string): string {
  const [version, salt, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || salt === undefined || iv === undefined || tag === undefined || data === undefined)
    throw new SessionKeyMismatchError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, Buffer.from(salt, 'base64url')), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SessionKeyMismatchError();
  }
}
