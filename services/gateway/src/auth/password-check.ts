import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a login attempt with the shared password. */
export function passwordMatches(attempt: string, password: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(attempt), digest(password));
}
