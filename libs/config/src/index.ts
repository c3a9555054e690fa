export * from './config.js';
export { MIN_SECRET_LENGTH, type SecretName } from './production-secrets.js';
export type { TrustProxy } from './trust-proxy.js';
export { isLoopback, LOOPBACK } from './listen-address.js';
export { PRIVATE_POSTGRES_USER, privatePostgresUrl, privateRedisUrl } from './private-server-urls.js';
