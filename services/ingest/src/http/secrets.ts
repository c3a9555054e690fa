import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether a secret sent matches the expected one, in constant time whatever its length (digests are compared). */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** `Authorization: Bearer <token>` and nothing more (RFC 6750). */
const BEARER = /^Bearer +(\S+)$/i;

/** Whether an Authorization header carries exactly the expected bearer token. */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const token = BEARER.exec(header ?? '')?.[1];
  return token !== undefined && sameSecret(token, expected);
}
