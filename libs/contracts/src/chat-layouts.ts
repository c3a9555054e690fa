import { z } from 'zod';

/** One rule of a chat's learned layout, as the Sources screen describes it (libs/extraction layout-learning). */
export const chatLayoutRuleSchema = z.object({
  field: z.enum(['name', 'symbol', 'marketCap']),
  lineFrom: z.enum(['top', 'address', 'label', 'any']),
  line: z.number().int(),
  /** the words opening the line a 'label' rule counts from ('MC:'); '' for the others, and from a gateway before labels */
  label: z.string().default(''),
  anchor: z.enum(['after-literal', 'line-start', 'line-end']),
  before: z.string(),
  after: z.string(),
  agreed: z.number().int().min(0),
  disagreed: z.number().int().min(0),
  /** whether it is believed enough to read the chat's messages */
  trusted: z.boolean(),
});
export type ChatLayoutRule = z.infer<typeof chatLayoutRuleSchema>;

/** GET /api/sources/chat-layouts: what each chat's layout learned, and whether it reads. */
export const chatLayoutSchema = z.object({
  chatId: z.string(),
  enabled: z.boolean(),
  /** messages whose token was known elsewhere, which it learned from */
  messagesLearned: z.number().int().min(0),
  /** messages it gave a field of */
  messagesRead: z.number().int().min(0),
  /** fields it read whose value was known elsewhere, and how many of them agreed */
  valuesChecked: z.number().int().min(0),
  valuesAgreed: z.number().int().min(0),
  /** the rules that agreed often enough to be weighed, the most agreed first */
  rules: z.array(chatLayoutRuleSchema),
});
export type ChatLayoutView = z.infer<typeof chatLayoutSchema>;
export const chatLayoutsSchema = z.object({ chats: z.array(chatLayoutSchema) });
export type ChatLayouts = z.infer<typeof chatLayoutsSchema>;

/** PUT /api/sources/chat-layouts/:chatId: let the chat's learned layout read its messages, or not. */
export const chatLayoutSwitchSchema = z.strictObject({ enabled: z.boolean() });
export type ChatLayoutSwitch = z.infer<typeof chatLayoutSwitchSchema>;
