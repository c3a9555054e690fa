export type { Database } from './schema.js';
export { connectDatabase } from './connection.js';
export { migrateToLatest } from './migrate.js';
export { saveRawMessages } from './raw-message-repository.js';
export { storeAlert, storeAlerts, storeEditedAlert, type NewAlert, type StoredAlerts } from './alert-repository.js';
export { foldByToken, mergeFolds, type TokenFold, type TokenMention } from './token-fold.js';
export { rebuildTokens } from './token-rebuild.js';
export { listActiveTokens, latestMessageByToken, type TokenListFilter } from './token-repository.js';
export { toAlertMessage } from './alert-message-row.js';
