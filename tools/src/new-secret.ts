import { randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url: safe as they are in a URL, a config file or a header. */
export const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');
