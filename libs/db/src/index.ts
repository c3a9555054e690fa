export type { Database } from './schema.js';
export { connectDatabase, isDatabaseUnavailable, type DatabaseOptions } from './connection.js';
export { migrateToLatest } from './migrate.js';
export { saveRawMessages } from './raw-message-repository.js';
export {
  messageKey,
  replaceAlerts,
  storeAlert,
  storeAlerts,
  storedMessageStates,
  type NewAlert,
  type StoredAlerts,
  type StoredMessageState,
} from './alert-repository.js';
export { rewriteChangedAlerts, type RewrittenAlerts } from './alert-rewrite.js';
export type { StoredAiAnswers } from './extracted-data.js';
export { foldByToken, mergeFolds, type MessageFigures, type TokenFold, type TokenMention } from './token-fold.js';
export { rebuildTokens } from './token-rebuild.js';
export { isListedToken, listActiveTokens, latestMessageByToken, type TokenListFilter } from './token-repository.js';
export { readAtOneVersion, type VersionedList } from './list-version.js';
export {
  latestMessageChangesSince,
  MAX_CHANGED_ROWS,
  messagesByTokenChangesSince,
  tokenListChangesSince,
  type NoChanges,
} from './list-changes.js';
export { toAlertMessage } from './alert-message-row.js';
export { listTemplates } from './template-repository.js';
export { countRawMessages, rawMessagesPage, toRawMessage, type StoredRawMessage } from './raw-message-selection.js';
export { findToken, setTokenArchived, countArchivedTokens } from './token-archive.js';
export { archiveInactiveTokens } from './token-inactivity.js';
export { countTokensByMessageType } from './message-type-stats.js';
export { archivedTokensPage, type ArchivedTokenSelection } from './archived-token-page.js';
export { recentMessagesByToken, tokenMessagesPage } from './token-messages.js';
export { searchMessages, type MessageSearch, type MessagePosition, type MessageSearchPage } from './message-search.js';
export {
  createTemplate,
  deleteTemplate,
  DuplicateTemplateNameError,
  findTemplate,
  replaceTemplate,
  setTemplateEnabled,
  toStoredTemplate,
} from './template-store.js';
export { findAnalysis, saveAnalysis, type StoredAnalysis } from './analysis-repository.js';
export { dashboardFingerprint } from './dashboard-fingerprint.js';
export { recentlyActiveTokens, recordMarketCap } from './token-market-cap.js';
export { findTokenAlertRecord, type StatedFields, type TokenAlertRecord } from './token-alert-record.js';
export {
  countTelegramChatMessagesSince,
  findTelegramChat,
  listTelegramChats,
  recordTelegramChatCaughtUp,
  recordTelegramChatError,
  recordTelegramChatRead,
  saveTelegramChatList,
  setTelegramChatWatched,
  watchedTelegramChats,
  type ChatRead,
  type ListedChat,
  type WatchedChat,
} from './telegram-chats.js';
export { deleteTelegramAccount, findTelegramAccount, saveTelegramAccount, type StoredTelegramAccount } from './telegram-account.js';
export { applyMessageDeletions, markMessagesDeleted, type MessageDeletion } from './message-deletions.js';
export { refreshChannelCalls } from './channel-calls.js';
export { channelScores, type ChannelScores } from './channel-scores.js';
export { channelCalls, tokenCalls } from './call-list.js';
export { recordRefreshedMarketCap } from './market-cap-history.js';
