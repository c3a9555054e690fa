export { createTestDatabase, type TestDatabase } from './test-database.js';
export { createTestRedis, type TestRedis } from './test-redis.js';
export { testPostgresServerUrl, testRedisUrl } from './test-servers.js';
export { readJson, errorBodySchema } from './read-json.js';
export { serviceTestEnv } from './service-env.js';
export { rawRequest } from './raw-request.js';
export {
  callEverySpelling,
  otherThan,
  sortRoutes,
  unrefused,
  type AuditCall,
  type RegisteredRoute,
  type RouteSorting,
} from './route-audit.js';
export { until } from './until.js';
export { setContainsTemplate } from './contains-template.js';
export { newAlert } from './new-alert.js';
export { startOwnRedis, type OwnRedis } from './own-redis.js';
export {
  startBotApiDouble,
  telegramAnswers,
  telegramChats,
  telegramUpdates,
  type BotApiDouble,
  type BotApiCall,
  type ChatUpdate,
  type MessageContent,
  type ScriptedAnswer,
} from './bot-api-double.js';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
export { analysisReport, type ReportFacts } from './analysis-report.js';
export { startWebhookReceiver, type WebhookReceiver, type ReceivedHook } from './webhook-receiver.js';
export {
  inTurn,
  startFakeApi,
  UNREACHABLE_URL,
  type FakeAnswer,
  type FakeApi,
  type FakeHandler,
  type ReceivedRequest,
} from './fake-api.js';
export { dexPair, dexScreenerKnowing, dexScreenerKnowingEvery, tokensAskedOf, WRAPPED_SOL, type PairSpec } from './dexscreener-double.js';
export { randomSequence } from './random-sequence.js';
