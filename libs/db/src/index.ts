// The package's public entry, grouped as the source is: the connection and migrations at the
// root, then one folder per table (its queries and their tests), then what spans tables.
export type { Database } from './schema.js';
export { connectDatabase, isDatabaseUnavailable, type DatabaseOptions } from './connection.js';
export { hubMigrator, migrateToLatest, ranMigrations } from './migrate.js';
export { buildOnlineIndexes } from './online-indexes.js';

// raw_messages: every message as read, before extraction.
export { saveRawMessages } from './raw-messages/raw-message-repository.js';
export {
  countRawMessages,
  rawMessagesPage,
  replayChunkMessages,
  replayIdPages,
  replayPages,
  toRawMessage,
  type StoredRawMessage,
} from './raw-messages/raw-message-selection.js';
export { newestStoredReadings, type StoredReading } from './raw-messages/stored-readings.js';
export { storedMessagesToReplay } from './raw-messages/stored-messages-to-replay.js';

// messages: the alerts the templates extracted, and what is read back from them.
export {
  messageKey,
  replaceAlerts,
  storeAlert,
  storeAlerts,
  storeAlertsWithTokenRows,
  storedMessageStates,
  type NewAlert,
  type StoredAlerts,
  type StoredMessageState,
} from './messages/alert-repository.js';
export { rewriteChangedAlerts, type RewriteOptions, type RewrittenAlerts } from './messages/alert-rewrite.js';
export { dropOldMessageTexts, type MessageTextDrop } from './messages/message-retention.js';
export type { StoredAiAnswers } from './messages/extracted-data.js';
export { toAlertMessage } from './messages/alert-message-row.js';
export { tokenMessagesPage } from './messages/token-messages.js';
export { collapsedRowMessagesByToken, COLLAPSED_ROW_QUIET_MS, refreshCollapsedRows } from './messages/collapsed-rows.js';
export { listChatTitles } from './messages/chat-titles.js';
export { searchMessages, type MessageSearch, type MessagePosition, type MessageSearchPage } from './messages/message-search.js';
export { applyMessageDeletions, markMessagesDeleted, standingMessageIds, type MessageDeletion } from './messages/message-deletions.js';

// tokens: one row per token, folded from its messages.
export { foldByToken, mergeFolds, type MessageFigures, type TokenFold, type TokenMention } from './tokens/token-fold.js';
export { rebuildTokens } from './tokens/token-rebuild.js';
export { markTokensStale, rebuildStaleTokens } from './tokens/stale-tokens.js';
export {
  isListedToken,
  listActiveTokens,
  latestMessageByToken,
  storedTokenAddresses,
  tokensByAddress,
  type TokenListFilter,
} from './tokens/token-repository.js';
export { findToken, setTokenArchived, countArchivedTokens, foldArchivedTokenCount } from './tokens/token-archive.js';
export { archiveInactiveTokens } from './tokens/token-inactivity.js';
export { countTokensByMessageType } from './tokens/message-type-stats.js';
export { archivedTokensPage, type ArchivedTokenSelection } from './tokens/archived-token-page.js';
export { recentlyActiveTokens, recordMarketCap, recordMarketCaps } from './tokens/token-market-cap.js';
export { findTokenAlertRecord, type StatedFields, type TokenAlertRecord } from './tokens/token-alert-record.js';

// where a token's name, symbol and market cap come from: the trader's corrections, the providers' names.
export { correctMessage, correctionsOf, type CorrectionFields, type MessageCorrection } from './corrections/message-corrections.js';
export { providerNamesOf, saveTokenMetadata } from './token-metadata/token-metadata.js';
export type { ProviderNames } from './tokens/token-fold.js';
export type { MetadataProvider, NameSource } from './schema.js';
export { tokenFacts } from './token-metadata/token-facts.js';
export {
  knownValuesAt,
  type KnownTokenValues,
  type KnownValue,
  type KnownValueSource,
  type KnownValuesOptions,
  type KnownValuesQuery,
} from './token-metadata/known-token-values.js';
// layouts: each chat's learned layout.
export {
  listChatLayouts,
  loadChatLayouts,
  recordChatLayoutUpdates,
  setChatLayoutEnabled,
  type ChatLayout,
  type ChatLayoutSummary,
  type ChatLayoutUpdate,
} from './layouts/chat-layouts.js';

// templates: the extraction templates, built-in and user-made.
export {
  createTemplate,
  deleteTemplate,
  DuplicateTemplateNameError,
  findTemplate,
  listTemplates,
  replaceTemplate,
  setTemplateEnabled,
  toStoredTemplate,
  usableTemplates,
  type UsableTemplate,
} from './templates/template-store.js';

// analyses: each token's latest security and market report.
export { findAnalysis, saveAnalysis, type StoredAnalysis } from './analyses/analysis-repository.js';
export { withSecurityFacts } from './analyses/security-facts.js';

// telegram: the signed-in account, the chats it reads, and what its Telegram client keeps.
export {
  countTelegramChatMessagesSince,
  findTelegramChat,
  listTelegramChats,
  recordTelegramChatCaughtUp,
  recordTelegramChatError,
  recordTelegramChatRead,
  saveTelegramChatList,
  setTelegramChatWatched,
  telegramChatListSavedAt,
  watchedTelegramChats,
  type ChatRead,
  type ListedChat,
  type WatchedChat,
} from './telegram/telegram-chats.js';
export { recordTelegramChatMove, telegramChatMoves, type ChatMove } from './telegram/telegram-chat-moves.js';
export {
  deleteTelegramAccount,
  findTelegramAccount,
  recordTelegramClientError,
  saveTelegramAccount,
  type StoredTelegramAccount,
} from './telegram/telegram-account.js';
export {
  deleteTelegramPeers,
  findTelegramPeer,
  saveTelegramPeers,
  type TelegramPeer,
  type TelegramPeerKey,
} from './telegram/telegram-peers.js';
export {
  deleteTelegramAuthKeys,
  deleteTelegramClientValues,
  forgetOtherTelegramLogins,
  loadTelegramClientState,
  saveTelegramAuthKey,
  saveTelegramClientValues,
  type TelegramClientState,
  type TelegramLogin,
} from './telegram/telegram-client-state.js';
export {
  findTelegramBotConnection,
  recordTelegramConnection,
  type TelegramConnection,
  type TelegramSource,
} from './telegram/telegram-connection.js';

// channels: each channel's calls, their market-cap history and the channel's scores.
export { refreshCallsOf, refreshChannelCalls, storeConfluenceAsClockMoves, storeConfluenceScores } from './channels/channel-calls.js';
export { CONFLUENCE_SLICES, confluenceSliceOf } from './channels/confluence.js';
export { deriveEveryChannelCall } from './channels/every-channel-call.js';
export { channelScores, type ChannelScores } from './channels/channel-scores.js';
export { foldChannelCallCounts } from './channels/channel-call-counts.js';
export { channelCalls, tokenCalls } from './channels/call-list.js';
export { recordRefreshedMarketCap, tokenMarketCaps } from './channels/market-cap-history.js';
export { thinMarketCapHistory, type MarketCapThinning } from './channels/market-cap-thinning.js';

// Across tables: the dashboard's lists read at one version, their changes since, their fingerprint.
export { readAtOneVersion, type VersionedList } from './common/list-version.js';
export {
  latestMessageChangesSince,
  MAX_CHANGED_ROWS,
  messagesByTokenChangesSince,
  tokenListChangesSince,
  type ChangesRead,
  type NoChanges,
} from './common/list-changes.js';
export { KeptTokenReads } from './common/kept-token-reads.js';
export { dashboardFingerprint } from './common/dashboard-fingerprint.js';
// alert rules: the trader's rules, the facts they are checked against, their firings.
export { thresholdsMet, multipleReached, mostChannelsWithin, ONCE, type TokenFacts, type TokenCallFact } from './alert-rules/rule-match.js';
export { loadTokenFacts, newestTokenAddresses, channelRanking } from './alert-rules/token-facts.js';
export {
  createAlertRule,
  updateAlertRule,
  setAlertRuleEnabled,
  deleteAlertRule,
  findAlertRule,
  listAlertRules,
} from './alert-rules/alert-rule-repository.js';
export {
  claimFiring,
  claimFirings,
  firedThresholds,
  firingKey,
  pendingDeliveries,
  findFiring,
  listFirings,
  type FiringClaim,
} from './alert-rules/alert-firings.js';
export {
  claimDelivery,
  claimDeliveries,
  recordDeliveryOutcomes,
  type AttemptOutcome,
  recordDeliveryOutcome,
  ABANDONED_DETAIL,
  type ClaimOptions,
  type DeliveryClaim,
  type DeliveryOutcome,
} from './alert-rules/delivery-claims.js';
export { EnabledAlertRules } from './alert-rules/enabled-alert-rules.js';
