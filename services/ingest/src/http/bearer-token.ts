import { sameSecret } from './same-secret.js';

/** `Authorization: Bearer <token>` and nothing more (RFC 6750). */
const BEARER = /^Bearer +(\S+)$/i;

/** Whether an Authorization header carries exactly the expected bearer token. */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const token = BEARER.exec(header ?? '')?.[1];
  return token !== undefined && sameSecret(token, expected);
}
