import { z } from 'zod';

/** The stored raw messages a try on history reads: the newest this many, whatever the history. */
export const TEMPLATE_TRY_MESSAGES = 5_000;
/** The before/after pairs an answer shows. */
export const TEMPLATE_TRY_SAMPLE = 20;

/**
 * POST /api/templates/try: a saved template (`template_id`), an unsaved one (`template`, the body
 * the wizard saves), or an unsaved edit of a saved one (both). The template body is checked
 * like a save (the gateway's usableTemplate), so it is not spelled out here.
 */
export const templateTryRequestSchema = z
  .object({
    template_id: z.number().int().min(1).max(2_147_483_647).optional(),
    template: z.unknown().optional(),
  })
  .strict()
  .refine((body) => body.template_id !== undefined || body.template !== undefined, {
    error: 'a template_id, a template, or both are needed',
  });
export type TemplateTryRequest = z.infer<typeof templateTryRequestSchema>;

/** What a message says, as stored or as read with the tried template. */
export const messageReadingSchema = z.object({
  message_type: z.string(),
  token_address: z.string().nullable(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  market_cap: z.number().nullable(),
});
export type MessageReading = z.infer<typeof messageReadingSchema>;

/** How many tokens a field would be gained, changed or lost for. */
const fieldChangeSchema = z.object({ gained: z.number().int(), changed: z.number().int(), lost: z.number().int() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const templateTryResponseSchema = z.object({
  /** the name messages it reads are stored under (their type) */
  template_name: z.string(),
  /** whether the template is tried switched on although it is off (it reads nothing while off) */
  tried_as_enabled: z.boolean(),
  /** the stored messages read: the newest `limit` of `stored`, dated from `from` to `to` */
  scope: z.object({
    read: z.number().int(),
    limit: z.number().int(),
    stored: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** messages the template would read (its type), and messages it reads now and would no longer */
  matched: z.number().int(),
  released: z.number().int(),
  /** messages whose type, token, name, symbol or market cap would change */
  changed: z.number().int(),
  chats: z.array(
    z.object({ chat_id: z.string(), chat_title: z.string().nullable(), matched: z.number().int(), changed: z.number().int() }),
  ),
  tokens: z.object({
    /** tokens no stored message names yet */
    new: z.number().int(),
    name: fieldChangeSchema,
    symbol: fieldChangeSchema,
    market_cap: fieldChangeSchema,
  }),
  sample: z.array(
    z.object({
      raw_message_id: z.number().int(),
      chat_id: z.string(),
      chat_title: z.string().nullable(),
      date: z.string(),
      /** the message's text, cut to its first 600 characters */
      text: z.string(),
      before: messageReadingSchema.nullable(),
      after: messageReadingSchema,
    }),
  ),
  /** the stored raw messages a replay after saving puts back: those the template reads or releases */
  replay_ids: z.array(z.number().int()),
});
export type TemplateTryResponse = z.infer<typeof templateTryResponseSchema>;
