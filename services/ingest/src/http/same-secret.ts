import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether a secret sent matches the expected one, in constant time whatever its length (digests are compared). */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
