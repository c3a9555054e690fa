import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema.js';
import * as tokenNameTimes from './0002-token-name-times-and-built-in-templates.js';
import * as builtInExtractors from './0003-built-in-template-extractors.js';
import * as lighterTokenWrites from './0004-lighter-token-writes.js';
import * as observedMarketCaps from './0005-observed-market-caps.js';
import * as rawMessageOriginalFields from './0006-raw-message-original-fields.js';
import * as telegramAccount from './0007-telegram-account.js';
import * as tokenArchiveReason from './0008-token-archive-reason.js';
import * as listVersions from './0009-list-versions.js';
import * as tokenFigures from './0010-token-figures.js';
import * as channelCalls from './0011-channel-calls.js';
import * as refreshedMarketCapStaleCalls from './0012-refreshed-market-cap-stale-calls.js';
import * as tokenConfluence from './0013-token-confluence.js';
import * as tokenCallerChatIds from './0014-token-caller-chat-ids.js';
import * as telegramAccountConnection from './0015-telegram-account-connection.js';
import * as telegramBotConnection from './0016-telegram-bot-connection.js';
import * as telegramChatRhythm from './0019-telegram-chat-rhythm.js';
import * as telegramAccountErrors from './0020-telegram-account-errors.js';
import * as telegramClientStorage from './0021-telegram-client-storage.js';
import * as telegramChatMoves from './0022-telegram-chat-moves.js';
import * as alertRules from './0023-alert-rules.js';
import * as tokenSecurityFacts from './0024-token-security-facts.js';
import * as tokenFieldSources from './0025-token-field-sources.js';
import * as chatLayouts from './0026-chat-layouts.js';
import * as alertFiringsByToken from './0028-alert-firings-by-token.js';
import * as messagesByChat from './0029-messages-by-chat.js';
import * as archivedByFirstSeen from './0030-archived-by-first-seen.js';
import * as messageTextRetention from './0031-message-text-retention.js';
import * as archivedTokenCount from './0032-archived-token-count.js';
import * as channelCallCounts from './0033-channel-call-counts.js';
import * as marketCapsByIndex from './0034-market-caps-by-index.js';
import * as archivedTokenCountLog from './0035-archived-token-count-log.js';
import * as loginCollapsedRows from './0036-login-collapsed-rows.js';
import * as chatLayoutRuleLabels from './0037-chat-layout-rule-labels.js';
import * as replayedTokensStale from './0038-replayed-tokens-stale.js';
import * as chatHitRates from './0039-chat-hit-rates.js';
import * as observationsByTime from './0040-observations-by-time.js';
import * as callsMovedByNewAlerts from './0041-calls-moved-by-new-alerts.js';
import * as messageSearchByWordsAndAddresses from './0042-message-search-by-words-and-addresses.js';
import * as collapsedRowMarkTimes from './0043-collapsed-row-mark-times.js';
import * as marketCapThinningBound from './0044-market-cap-thinning-bound.js';
import * as smallerTextSearchPendingList from './0045-smaller-text-search-pending-list.js';

/** Every migration, in order. Names are persisted in the database: never rename one. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-token-name-times-and-built-in-templates': tokenNameTimes,
  '0003-built-in-template-extractors': builtInExtractors,
  '0004-lighter-token-writes': lighterTokenWrites,
  '0005-observed-market-caps': observedMarketCaps,
  '0006-raw-message-original-fields': rawMessageOriginalFields,
  '0007-telegram-account': telegramAccount,
  '0008-token-archive-reason': tokenArchiveReason,
  '0009-list-versions': listVersions,
  '0010-token-figures': tokenFigures,
  '0011-channel-calls': channelCalls,
  '0012-refreshed-market-cap-stale-calls': refreshedMarketCapStaleCalls,
  '0013-token-confluence': tokenConfluence,
  '0014-token-caller-chat-ids': tokenCallerChatIds,
  '0015-telegram-account-connection': telegramAccountConnection,
  '0016-telegram-bot-connection': telegramBotConnection,
  '0019-telegram-chat-rhythm': telegramChatRhythm,
  '0020-telegram-account-errors': telegramAccountErrors,
  '0021-telegram-client-storage': telegramClientStorage,
  '0022-telegram-chat-moves': telegramChatMoves,
  '0023-alert-rules': alertRules,
  '0024-token-security-facts': tokenSecurityFacts,
  '0025-token-field-sources': tokenFieldSources,
  '0026-chat-layouts': chatLayouts,
  '0028-alert-firings-by-token': alertFiringsByToken,
  '0029-messages-by-chat': messagesByChat,
  '0030-archived-by-first-seen': archivedByFirstSeen,
  '0031-message-text-retention': messageTextRetention,
  '0032-archived-token-count': archivedTokenCount,
  '0033-channel-call-counts': channelCallCounts,
  '0034-market-caps-by-index': marketCapsByIndex,
  '0035-archived-token-count-log': archivedTokenCountLog,
  '0036-login-collapsed-rows': loginCollapsedRows,
  '0037-chat-layout-rule-labels': chatLayoutRuleLabels,
  '0038-replayed-tokens-stale': replayedTokensStale,
  '0039-chat-hit-rates': chatHitRates,
  '0040-observations-by-time': observationsByTime,
  '0041-calls-moved-by-new-alerts': callsMovedByNewAlerts,
  '0042-message-search-by-words-and-addresses': messageSearchByWordsAndAddresses,
  '0043-collapsed-row-mark-times': collapsedRowMarkTimes,
  '0044-market-cap-thinning-bound': marketCapThinningBound,
  '0045-smaller-text-search-pending-list': smallerTextSearchPendingList,
};
