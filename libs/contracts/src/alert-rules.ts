import { z } from 'zod';

const chatId = z
  .string()
  .trim()
  .regex(/^-?\d{1,20}$/u, 'a chat id is the chat number Telegram gives it, e.g. -1001234567890');
const messageType = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/u, 'a message type is letters, digits, _, . or -');
/** Finite and plausible: no market cap is above a quadrillion dollars. */
const marketCap = z.number().finite().min(0).max(1e15);

/**
 * What a token must meet for a rule to fire: every condition given, together (AND). A rule
 * needs at least one; an absent condition is not checked.
 */
export const alertConditionsSchema = z
  .object({
    /** called by at least `channels` distinct chats within `minutes` of each other */
    channelsWithin: z
      .object({
        channels: z.number().int().min(1).max(100),
        minutes: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60),
      })
      .optional(),
    /** called by one of these chats */
    calledBy: z.array(chatId).min(1).max(100).optional(),
    /** its first call came from a chat among the first N of the Channels ranking (most calls in the last 7 days) */
    firstCallerInTop: z.number().int().min(1).max(100).optional(),
    /** its market cap at the first call within this range (either bound may be left out) */
    firstMarketCap: z
      .object({ min: marketCap.optional(), max: marketCap.optional() })
      .refine((range) => range.min !== undefined || range.max !== undefined, 'give a minimum, a maximum or both')
      .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, 'the minimum is above the maximum')
      .optional(),
    /** its best market cap since the first call is at least this many times the first call's: the rule fires once per multiple reached */
    multiples: z.array(z.number().finite().gt(1).max(100_000)).min(1).max(10).optional(),
    /** its confluence score (0-100) is at least this */
    confluenceAtLeast: z.number().finite().min(0).max(100).optional(),
    /** one of its messages is of one of these types */
    messageTypes: z.array(messageType).min(1).max(50).optional(),
    /** from the analyzer's stored report: a token without a report does not meet these */
    security: z
      .object({
        mintRevoked: z.boolean().optional(),
        freezeRevoked: z.boolean().optional(),
        topHoldersBelowPercent: z.number().finite().min(0).max(100).optional(),
      })
      .refine((security) => Object.values(security).some((value) => value !== undefined && value !== false), 'name a security fact')
      .optional(),
  })
  .strict()
  .refine((conditions) => Object.values(conditions).some((value) => value !== undefined), 'a rule needs at least one condition');
export type AlertConditions = z.infer<typeof alertConditionsSchema>;

/** Sounds the browser plays (frontend/src/sound), or none. */
export const alertSounds = ['none', 'new-token', 'update'] as const;
export const alertSoundSchema = z.enum(alertSounds);
export type AlertSound = z.infer<typeof alertSoundSchema>;

/**
 * A webhook URL is hostile input: only http and https, no credentials in it. Which hosts it may
 * reach is the network's to decide (docs/live-updates.md says what an operator must firewall).
 */
export function webhookUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'the webhook URL is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'the webhook URL must start with http:// or https://';
  if (url.username !== '' || url.password !== '') return 'the webhook URL must not carry a user name or password';
  return null;
}

function checkWebhookUrl(text: string, context: z.RefinementCtx): void {
  const problem = webhookUrlProblem(text);
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/** Where a firing is told. The webhook URL is checked again before each delivery. */
export const alertActionsSchema = z
  .object({
    /** a message through the configured bot to TELEGRAM_NOTIFY_CHAT_ID */
    telegram: z.boolean(),
    /** a browser notification and sound on the open dashboards */
    browser: z.boolean(),
    sound: alertSoundSchema,
    webhookUrl: z.string().trim().max(2_000).superRefine(checkWebhookUrl).nullable(),
  })
  .strict();
export type AlertActions = z.infer<typeof alertActionsSchema>;

const ruleName = z
  .string()
  .trim()
  .min(1, 'a rule needs a name')
  .max(100)
  .refine((name) => !/[\u0000-\u001f]/u.test(name), 'a name holds no control characters');

/** POST /api/alert-rules and PUT /api/alert-rules/:id. */
export const alertRuleInputSchema = z
  .object({
    name: ruleName,
    enabled: z.boolean().default(true),
    conditions: alertConditionsSchema,
    actions: alertActionsSchema,
  })
  .strict();
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;

/** A stored rule as the API answers it, with the secret its webhook bodies are signed with. */
export const alertRuleSchema = z.object({
  id: z.number().int(),
  webhook_secret: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  conditions: alertConditionsSchema,
  actions: alertActionsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const deliveryChannels = ['telegram', 'webhook'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/**
 * How one action of a firing went: `pending` (waiting for its next attempt), `sending` (a worker
 * claimed it and is sending), `sent`, `failed` (refused, or out of attempts) or `unknown` (a
 * Telegram message whose sender stopped, or whose call broke off, after the request may have
 * reached Telegram: it may or may not have arrived, and is not sent again).
 */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryResultSchema = z.object({
  status: z.enum(deliveryStatuses),
  /** the claims made to send it: each attempt claims it before sending */
  attempts: z.number().int(),
  at: z.string().nullable(),
  /** what went wrong, in words for the trader */
  detail: z.string().nullable(),
});
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

/** What a firing tells about its token: the Telegram message, the webhook body and the browser's toast carry it. */
export const alertNoticeSchema = z.object({
  rule_id: z.number().int(),
  rule_name: z.string(),
  token_address: z.string(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  market_cap: z.number().nullable(),
  /** the chat of the token's latest call */
  channel: z.string().nullable(),
  message_type: z.string().nullable(),
  /** the multiple reached, for a rule on multiples; null otherwise */
  multiple: z.number().nullable(),
  sound: alertSoundSchema,
});
export type AlertNotice = z.infer<typeof alertNoticeSchema>;

/** One firing of a rule for a token (and multiple), as listed. */
export const alertFiringSchema = z.object({
  id: z.number().int(),
  fired_at: z.string(),
  notice: alertNoticeSchema,
  deliveries: z.partialRecord(z.enum(deliveryChannels), deliveryResultSchema),
});
export type AlertFiring = z.infer<typeof alertFiringSchema>;

/** What the browser gets for a firing of a rule with the browser action (ALERT_FIRED). */
export const alertFiredSchema = z.object({ firing_id: z.number().int(), fired_at: z.string(), notice: alertNoticeSchema });
export type AlertFired = z.infer<typeof alertFiredSchema>;

export const alertRuleIdSchema = z
  .string()
  .regex(/^\d{1,9}$/u, 'a rule id is a whole number')
  .transform(Number);

/** PUT /api/alert-rules/:id/enabled */
export const alertRuleSwitchSchema = z.object({ enabled: z.boolean() }).strict();

/** GET /api/alert-rules/firings: newest first, `before` a firing id for the next page. */
export const alertFiringsQuerySchema = z
  .object({
    rule: alertRuleIdSchema.optional(),
    before: z
      .string()
      .regex(/^\d{1,15}$/u, 'before is a firing id')
      .transform(Number)
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/u, 'limit is a whole number from 1 to 200')
      .transform(Number)
      .pipe(z.number().int().min(1, 'limit is a whole number from 1 to 200').max(200, 'limit is a whole number from 1 to 200'))
      .default(50),
  })
  .strict();

/** POST /api/alert-rules/test: which stored tokens a rule would have fired for, nothing sent. */
export const alertRuleTestSchema = z.object({ conditions: alertConditionsSchema }).strict();
export const alertRuleTestResponseSchema = z.object({
  /** how many stored tokens were checked (the newest first, up to the limit) */
  checked: z.number().int(),
  matches: z.array(
    z.object({
      token_address: z.string(),
      token_name: z.string().nullable(),
      token_symbol: z.string().nullable(),
      first_seen: z.string(),
      multiples: z.array(z.number()),
    }),
  ),
});
export type AlertRuleTestResponse = z.infer<typeof alertRuleTestResponseSchema>;
