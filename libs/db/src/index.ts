export type { Database } from './schema.js';
export { connectDatabase } from './connection.js';
export { migrateToLatest } from './migrate.js';
export { saveRawMessage } from './raw-message-repository.js';
export { storeAlert, type NewAlert } from './alert-repository.js';
export { listActiveTokens, latestMessageByToken, type TokenListFilter } from './token-repository.js';
export { toAlertMessage } from './alert-message-row.js';
