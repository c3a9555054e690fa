import { z } from 'zod';
import {
  actionDoneSchema,
  alertFiringSchema,
  alertFiringsQuerySchema,
  alertRuleIdSchema,
  alertRuleInputSchema,
  alertRuleSchema,
  alertRuleSwitchSchema,
  alertRuleTestResponseSchema,
  alertRuleTestSchema,
  aiBatchExtractResponseSchema,
  aiBatchExtractRequestSchema,
  aiCostEstimateRequestSchema,
  aiCostEstimateSchema,
  aiModelsSchema,
  aiStatusSchema,
  aiExtractResponseSchema,
  aiExtractRequestSchema,
  alertMessageSchema,
  analysisResponseSchema,
  apiErrorSchema,
  LIST_RESPONSE_KIND_HEADER,
  LIST_VERSION_HEADER,
  latestMessageChangesSchema,
  listSinceQuerySchema,
  archivedCountSchema,
  archivedTokensPageSchema,
  archivedTokensQuerySchema,
  channelCallsResponseSchema,
  channelsResponseSchema,
  channelCallsQuerySchema,
  channelsQuerySchema,
  tokenCallsResponseSchema,
  MARKET_CAP_POINTS_LIMIT,
  marketCapsResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messagesByTokenChangesSchema,
  messagesByTokenSchema,
  messageTypeStatsSchema,
  messageCorrectionSchema,
  storedMessageIdSchema,
  tokenFactsSchema,
  sessionResponseSchema,
  sourcesQuerySchema,
  sourcesSchema,
  storedTemplateSchema,
  templateTryResponseSchema,
  templateTryRequestSchema,
  replayProgressSchema,
  replayRequestSchema,
  replayRunIdSchema,
  replayStartedSchema,
  telegramChatSchema,
  telegramChatWatchRequestSchema,
  templateIdSchema,
  templateSwitchSchema,
  tokenAddressSchema,
  tokenListChangesSchema,
  tokenMessagesPageSchema,
  tokenMessagesQuerySchema,
  tokenSchema,
  tracerPageSchema,
  tracerQuerySchema,
  chatTitlesSchema,
  chatLayoutsSchema,
  chatLayoutSwitchSchema,
} from '@solana-hub/contracts';
import { templateSchema } from '@solana-hub/extraction';
import { tokenListQuerySchema } from '../responses/cached-lists.js';
import { analysisParamsSchema, STALE_HEADER } from '../analysis/full-analysis.controller.js';
import { AI_CALLS_PER_MINUTE } from '../ai/ai-call-limit.guard.js';
import { chatLayoutParamsSchema } from '../sources/chat-layouts.controller.js';
import { telegramChatParamsSchema } from '../sources/sources.controller.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The three polled lists answer what changed since the version a client holds (docs/live-updates.md). */
const pollDescription =
  `Every 200 names the version of the data it shows in the ${LIST_VERSION_HEADER} header, and says in ${LIST_RESPONSE_KIND_HEADER} ` +
  "whether it is the whole list ('full') or what changed ('changes'). A poll that sends since=<that version> (and the ETag it got " +
  'in If-None-Match) is answered 304 when the list is unchanged, else with what changed since: { since, version, removed: [token ' +
  'addresses to drop], ... the changed rows }, or with the whole list (full) when the version is unknown here or more than 2,000 ' +
  'rows changed. since=0 (a client that holds nothing yet) gets the whole list, possibly a few seconds old; without since, ' +
  'the whole list of the current data, as always.';

/** What a token says of the chats that called it, for tools that filter by channel as the dashboard does. */
const tokenCallersDescription =
  'Each token carries callers (the number of distinct chats that ever called it: a call is the first message of a chat about a ' +
  'token), caller_chat_ids (those chats, sorted; match them against chat_id in /api/channels to filter by channel) and ' +
  'confluence_score. The calls refresh keeps them, at most a minute behind the alerts, and rewrites a row (so a poll sends it) ' +
  'only when they change.';

/** The channel figures' definitions, said once for the channel routes (docs/channel-scores.md has the reasons). */
const channelsDescription =
  'A call is the first message of a chat about a token; it counts in the period (24h, 7d, 30d, all; default 7d) when it was made in it. ' +
  'The market cap at the call is the one the message states, else the last known before it; the peak is the highest known after the call, ' +
  'up to 7 days after it; multiple = peak / market cap at the call. Hit rates (2x, 5x within 24 h) and fell_half_share are shares of the ' +
  'calls whose market cap at the call is known; null where no call has the figure. Market caps come from the alerts themselves and from ' +
  "the analyzer's refresh; peak_sources counts the period's peaks by source.";

/** One answer of a route: its status, what it means, and its JSON body (or another media type). */
export interface RouteAnswer {
  status: number;
  description: string;
  body?: z.ZodType;
  mediaType?: string;
}

/** One REST route as the OpenAPI document shows it; paths are written as Fastify registers them. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Open without a session (login, the session check). */
  public?: boolean;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  answers: RouteAnswer[];
}

const addressParams = z.object({ address: tokenAddressSchema });
const templateParams = z.object({ id: templateIdSchema });
const alertRuleParams = z.object({ id: alertRuleIdSchema });
const ok = (body: z.ZodType, description = 'OK'): RouteAnswer => ({ status: 200, description, body });
const refused = (status: number, description: string): RouteAnswer => ({ status, description, body: apiErrorSchema });
const badRequest = refused(400, 'A bad parameter or body; the error names the field');
const notFound = refused(404, 'No such item');
const aiNotConfigured = refused(503, 'AI is not configured (no OPENAI_API_KEY)');
const aiFailures = [
  badRequest,
  refused(429, 'Too many AI calls this minute (Retry-After)'),
  refused(502, 'The model failed or answered something unusable; the error says why'),
  aiNotConfigured,
  refused(504, 'The model did not answer in time'),
];
const presetSchema = z.record(z.string(), z.unknown()).describe('A preset: id, name, category, the fields it finds and its pattern');

/**
 * Every route under /api the gateway serves, the docs' own included.
 * gateway.module's test checks this list against the routes the server registered, both ways.
 */
export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/login',
    tag: 'session',
    public: true,
    summary: 'Log in with the shared password',
    description: 'Sets the session cookie. Limited to 10 attempts a minute per client address.',
    body: loginRequestSchema,
    answers: [
      ok(loginResponseSchema),
      { status: 401, description: 'Wrong password', body: loginResponseSchema },
      badRequest,
      refused(429, 'Too many attempts (Retry-After)'),
    ],
  },
  {
    method: 'POST',
    path: '/api/logout',
    tag: 'session',
    summary: 'End this session, on every replica',
    answers: [ok(z.object({ success: z.boolean() }))],
  },
  {
    method: 'POST',
    path: '/api/logout-everywhere',
    tag: 'session',
    summary: 'End every session, this one included',
    description:
      'Every browser and client logged in is sent back to the login page: its next request is refused 401, its live feed closed.',
    answers: [ok(actionDoneSchema)],
  },
  {
    method: 'GET',
    path: '/api/session',
    tag: 'session',
    public: true,
    summary: 'Whether the caller is logged in',
    answers: [ok(sessionResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/tokens',
    tag: 'tokens',
    summary: 'Tokens on the dashboard, newest first (the dashboard reconciles it every 30 s)',
    description: `${pollDescription} ${tokenCallersDescription}`,
    query: tokenListQuerySchema,
    answers: [
      ok(z.union([z.array(tokenSchema), tokenListChangesSchema])),
      { status: 304, description: 'Unchanged since the If-None-Match version' },
      badRequest,
    ],
  },
  {
    method: 'GET',
    path: '/api/latest-messages',
    tag: 'messages',
    summary: 'Token address → its newest message (reconciled every 30 s)',
    description: pollDescription,
    query: listSinceQuerySchema,
    answers: [
      ok(z.union([z.record(z.string(), alertMessageSchema), latestMessageChangesSchema])),
      { status: 304, description: 'Unchanged' },
      badRequest,
    ],
  },
  {
    method: 'GET',
    path: '/api/all-messages-by-token',
    tag: 'messages',
    summary: 'Token address → its newest 50 messages (reconciled every 30 s)',
    description: pollDescription,
    query: listSinceQuerySchema,
    answers: [ok(z.union([messagesByTokenSchema, messagesByTokenChangesSchema])), { status: 304, description: 'Unchanged' }, badRequest],
  },
  {
    method: 'GET',
    path: '/api/message-type-stats',
    tag: 'tokens',
    summary: 'Dashboard tokens per first message type (reconciled every 30 s)',
    answers: [ok(messageTypeStatsSchema), { status: 304, description: 'Unchanged' }],
  },
  {
    method: 'GET',
    path: '/api/tokens/hidden',
    tag: 'archived',
    summary: 'A page of archived tokens',
    query: archivedTokensQuerySchema,
    answers: [ok(archivedTokensPageSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/tokens/hidden/count',
    tag: 'archived',
    summary: 'How many tokens are archived',
    answers: [ok(archivedCountSchema)],
  },
  {
    method: 'GET',
    path: '/api/tokens/:address',
    tag: 'tokens',
    summary: 'One token, archived or not',
    params: addressParams,
    answers: [ok(tokenSchema), badRequest, notFound],
  },
  {
    method: 'GET',
    path: '/api/tokens/:address/facts',
    tag: 'tokens',
    summary: "Where the token's name, symbol and market cap come from, and where the providers disagree with its alerts",
    params: addressParams,
    answers: [ok(tokenFactsSchema), badRequest, notFound],
  },
  {
    method: 'PUT',
    path: '/api/messages/:id/correction',
    tag: 'messages',
    summary: "Correct one message's token name, symbol or market cap; the correction wins over extraction and outlives replays",
    params: z.object({ id: storedMessageIdSchema }),
    body: messageCorrectionSchema,
    answers: [ok(alertMessageSchema), badRequest, notFound],
  },
  {
    method: 'POST',
    path: '/api/tokens/:address/archive',
    tag: 'archived',
    summary: 'Archive a token (off the dashboard)',
    params: addressParams,
    answers: [ok(actionDoneSchema), badRequest, notFound],
  },
  {
    method: 'POST',
    path: '/api/tokens/:address/unarchive',
    tag: 'archived',
    summary: 'Bring an archived token back',
    params: addressParams,
    answers: [ok(actionDoneSchema), badRequest, notFound],
  },
  {
    method: 'GET',
    path: '/api/tokens/:address/messages',
    tag: 'messages',
    summary: "A page (20) of a token's messages, newest first",
    params: addressParams,
    query: tokenMessagesQuerySchema,
    answers: [ok(tokenMessagesPageSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/messages',
    tag: 'messages',
    summary: 'Message tracer: 50 messages a page, with a keyset cursor',
    query: tracerQuerySchema,
    answers: [ok(tracerPageSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/chats',
    tag: 'messages',
    summary: 'The chats messages came from, with their titles',
    answers: [ok(chatTitlesSchema)],
  },
  {
    method: 'GET',
    path: '/api/templates',
    tag: 'templates',
    summary: 'Every template, highest priority first',
    answers: [ok(z.array(storedTemplateSchema))],
  },
  {
    method: 'GET',
    path: '/api/templates/:id',
    tag: 'templates',
    summary: 'One template',
    params: templateParams,
    answers: [ok(storedTemplateSchema), badRequest, notFound],
  },
  {
    method: 'POST',
    path: '/api/templates',
    tag: 'templates',
    summary: 'Create a template (patterns and regexes are checked)',
    body: templateSchema,
    answers: [ok(storedTemplateSchema, 'Created'), badRequest, refused(409, 'Another template has this name')],
  },
  {
    method: 'PUT',
    path: '/api/templates/:id',
    tag: 'templates',
    summary: 'Switch a template on or off ({enabled}), or replace it whole',
    params: templateParams,
    body: z.union([templateSwitchSchema, templateSchema]),
    answers: [ok(storedTemplateSchema), badRequest, notFound, refused(409, 'Another template has this name')],
  },
  {
    method: 'DELETE',
    path: '/api/templates/:id',
    tag: 'templates',
    summary: 'Delete a template',
    params: templateParams,
    answers: [ok(actionDoneSchema), badRequest, notFound],
  },
  {
    method: 'POST',
    path: '/api/templates/try',
    tag: 'templates',
    summary:
      'Try a template (saved, unsaved, or an unsaved edit of a saved one) on the newest 5,000 stored messages: what it would read, per chat, the tokens whose fields change, a before/after sample; nothing is written',
    body: templateTryRequestSchema,
    answers: [
      ok(templateTryResponseSchema),
      badRequest,
      notFound,
      refused(409, 'Another template has this name'),
      refused(429, 'Another try on history is running'),
    ],
  },
  {
    method: 'POST',
    path: '/api/replays',
    tag: 'templates',
    summary: "Replay stored messages (a try's replay_ids) through extraction with today's templates, as npm run replay does",
    body: replayRequestSchema,
    answers: [{ status: 202, description: 'Queued', body: replayStartedSchema }, badRequest],
  },
  {
    method: 'GET',
    path: '/api/replays/:run',
    tag: 'templates',
    summary: 'How far a replay has come: rewritten, unchanged, failed of its total, and how many extractors take it',
    params: z.object({ run: replayRunIdSchema }),
    answers: [ok(replayProgressSchema), badRequest, notFound],
  },
  {
    method: 'GET',
    path: '/api/extractor-presets',
    tag: 'templates',
    summary: 'The preset library of the template screens',
    answers: [ok(z.array(presetSchema))],
  },
  {
    method: 'GET',
    path: '/api/analyze/full/:address',
    tag: 'analysis',
    summary: "A token's security and market report",
    description:
      `The stored report when it is at most 60 s old; otherwise the analyzer makes one while the request waits (up to 15 s). ` +
      `When the analyzer is late or fails and an older report exists, that one is answered with \`${STALE_HEADER}: true\`.`,
    params: analysisParamsSchema,
    answers: [
      ok(analysisResponseSchema),
      badRequest,
      refused(502, 'The analyzer failed; the error says why'),
      refused(504, 'The analyzer did not answer in time'),
    ],
  },
  {
    method: 'POST',
    path: '/api/ai/extract',
    tag: 'ai',
    summary: 'Fields of a sample message, read by an OpenAI model, with its confidence',
    description: `The template wizard's AI help. \`useCache\` answers an identical call from the last 24 h without asking the model. At most ${AI_CALLS_PER_MINUTE} AI calls a minute per session.`,
    body: aiExtractRequestSchema,
    answers: [ok(aiExtractResponseSchema), ...aiFailures],
  },
  {
    method: 'POST',
    path: '/api/ai/batch-extract',
    tag: 'ai',
    summary: 'Several extractions of one message in one model call, answered by name',
    body: aiBatchExtractRequestSchema,
    answers: [ok(aiBatchExtractResponseSchema), ...aiFailures],
  },
  {
    method: 'GET',
    path: '/api/ai/status',
    tag: 'ai',
    summary: 'Whether the server can ask an AI (OPENAI_API_KEY is set), and why not when it cannot',
    answers: [ok(aiStatusSchema)],
  },
  {
    method: 'GET',
    path: '/api/ai/models',
    tag: 'ai',
    summary: 'The models the template wizard offers, in tiers, with the shutdown dates OpenAI announces',
    description:
      "The specification's tiers (Ultra Fast, Recommended = AI_MODEL, Most Powerful, Legacy) and the other models of the model table the API key can use, " +
      "checked against OpenAI's model list (GET /v1/models, kept an hour); when that list cannot be had, the tiers as the model table knows them and `problem` saying why.",
    answers: [ok(aiModelsSchema)],
  },
  {
    method: 'POST',
    path: '/api/ai/estimate-cost',
    tag: 'ai',
    summary: 'What an extraction would cost: the prompt tokens counted, plus an expected answer, priced per model',
    body: aiCostEstimateRequestSchema,
    answers: [ok(aiCostEstimateSchema), badRequest, aiNotConfigured],
  },
  {
    method: 'GET',
    path: '/api/sources',
    tag: 'sources',
    summary: "Where messages come from: the Telegram account, the bot, and the account's chats with their status",
    description:
      'The account (logged in as… and whether the ingest reaches Telegram with it: connected, or unreachable since when and why; or what to set and run), ' +
      'the bot (from its settings, and whether the ingest reaches Telegram with it, the same way; null without a token), and every chat the account has or had, watched first: ' +
      "its newest message, messages since the start of the trader's day (`utc_offset_minutes`; UTC when absent), lag, catching up, last error, left. The Sources screen polls it every 5 s.",
    query: sourcesQuerySchema,
    answers: [ok(sourcesSchema), badRequest],
  },
  {
    method: 'PUT',
    path: '/api/sources/telegram-chats/:chatId',
    tag: 'sources',
    summary: 'Switch a chat of the account on (read from backfill_hours ago, then live) or off',
    description:
      'Stored, then announced to the ingest holding the account (`telegram.watch-list-changed`), which applies it at once (at the latest within a minute).',
    params: telegramChatParamsSchema,
    body: telegramChatWatchRequestSchema,
    answers: [ok(telegramChatSchema), badRequest, notFound, refused(409, 'The account left the chat: it cannot be read')],
  },
  {
    method: 'GET',
    path: '/api/sources/chat-layouts',
    tag: 'sources',
    summary: "What each chat's layout learned from tokens other chats named, and whether it reads the chat",
    description:
      'Per chat: messages learned from and read, values checked against those known elsewhere and how many agreed, and its rules (the most agreed first), ' +
      'each `trusted` once it agreed often enough to be weighed against the generic reader.',
    answers: [ok(chatLayoutsSchema)],
  },
  {
    method: 'PUT',
    path: '/api/sources/chat-layouts/:chatId',
    tag: 'sources',
    summary: "Let a chat's learned layout read its messages, or not",
    description: 'The extractors read the switch with each batch; a layout switched off still learns.',
    params: chatLayoutParamsSchema,
    body: chatLayoutSwitchSchema,
    answers: [ok(chatLayoutSwitchSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/channels',
    tag: 'channels',
    summary: 'Which channels are worth following: one row per chat with calls in the period',
    description: channelsDescription,
    query: channelsQuerySchema,
    answers: [ok(channelsResponseSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/channels.csv',
    tag: 'channels',
    summary: 'The same rows as CSV (a download)',
    query: channelsQuerySchema,
    answers: [
      { status: 200, description: 'CSV with a header line; an empty cell is a figure without data', mediaType: 'text/csv' },
      badRequest,
    ],
  },
  {
    method: 'GET',
    path: '/api/channels/calls',
    tag: 'channels',
    summary: "A chat's calls in the period, newest first (at most 500), with their figures and tokens",
    query: channelCallsQuerySchema,
    answers: [ok(channelCallsResponseSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/tokens/:address/calls',
    tag: 'channels',
    summary: "Every chat's call of a token, oldest first, with who was first",
    params: addressParams,
    answers: [ok(tokenCallsResponseSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/tokens/:address/market-caps',
    tag: 'channels',
    summary: "A token's market-cap history, oldest first, for its chart",
    description: `Every market cap known of the token: those its alerts state (source \`alert\`) and the analyzer's refresh observed (\`refresh\`). At most ${MARKET_CAP_POINTS_LIMIT} points, thinned evenly (first and last kept) when the history holds more; \`total\` says how many it holds.`,
    params: addressParams,
    answers: [ok(marketCapsResponseSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/alert-rules',
    tag: 'alert rules',
    summary: 'Every alert rule, oldest first, with its webhook secret',
    answers: [ok(alertRuleSchema.array())],
  },
  {
    method: 'POST',
    path: '/api/alert-rules',
    tag: 'alert rules',
    summary: 'Make a rule (conditions combined with AND; at most 200 rules); it gets a webhook secret of its own',
    body: alertRuleInputSchema,
    answers: [ok(alertRuleSchema, 'The stored rule'), badRequest],
  },
  {
    method: 'POST',
    path: '/api/alert-rules/test',
    tag: 'alert rules',
    summary: 'Which of the newest 5,000 stored tokens the conditions match now (at most 200 listed); nothing is sent',
    body: alertRuleTestSchema,
    answers: [ok(alertRuleTestResponseSchema), badRequest],
  },
  {
    method: 'GET',
    path: '/api/alert-rules/firings',
    tag: 'alert rules',
    summary: 'Firings newest first, of one rule or all, with how each delivery went',
    query: alertFiringsQuerySchema,
    answers: [ok(alertFiringSchema.array()), badRequest],
  },
  {
    method: 'GET',
    path: '/api/alert-rules/:id',
    tag: 'alert rules',
    summary: 'One rule',
    params: alertRuleParams,
    answers: [ok(alertRuleSchema), badRequest, notFound],
  },
  {
    method: 'PUT',
    path: '/api/alert-rules/:id',
    tag: 'alert rules',
    summary: 'Replace a rule; its secret and firings stay',
    params: alertRuleParams,
    body: alertRuleInputSchema,
    answers: [ok(alertRuleSchema), badRequest, notFound],
  },
  {
    method: 'PUT',
    path: '/api/alert-rules/:id/enabled',
    tag: 'alert rules',
    summary: 'Switch a rule on or off',
    params: alertRuleParams,
    body: alertRuleSwitchSchema,
    answers: [ok(alertRuleSchema), badRequest, notFound],
  },
  {
    method: 'DELETE',
    path: '/api/alert-rules/:id',
    tag: 'alert rules',
    summary: 'Delete a rule and its firings',
    params: alertRuleParams,
    answers: [ok(actionDoneSchema), badRequest, notFound],
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'docs',
    summary: 'This reference, browsable',
    answers: [{ status: 200, description: 'HTML page', mediaType: 'text/html' }],
  },
  {
    method: 'GET',
    path: '/api/docs/openapi.json',
    tag: 'docs',
    summary: 'This OpenAPI 3.1 document',
    answers: [ok(z.record(z.string(), z.unknown()))],
  },
  {
    method: 'GET',
    path: '/api/docs/assets/:file',
    tag: 'docs',
    summary: 'The reference page’s scripts and styles',
    params: z.object({ file: z.string() }),
    answers: [{ status: 200, description: 'JavaScript or CSS', mediaType: 'text/javascript' }, notFound],
  },
];
