import { sql, type Kysely, type Selectable } from 'kysely';
import {
  MIN_AGREEMENTS,
  ruleKey,
  type LayoutAnchor,
  type LayoutField,
  type LayoutLesson,
  type LayoutLineFrom,
  type LayoutRule,
  type LayoutRuleCounts,
} from '@solana-hub/extraction';
import type { ChatLayoutRulesTable, Database } from '../schema.js';
import { insertRows } from '../common/json-rows.js';

/** A chat's learned layout as the extractor reads with it. */
export interface ChatLayout {
  chatId: string;
  /** false once the trader switched it off: it still learns, and reads nothing */
  enabled: boolean;
  rules: LayoutRuleCounts[];
}

/** What one message did to its chat's layout. */
export interface ChatLayoutUpdate {
  chatId: string;
  /** the rules it confirmed and those it contradicted (nothing when the token was not known) */
  lesson: LayoutLesson;
  /** whether the token's values were known, so the message was learned from */
  learned: boolean;
  /** whether the layout gave one of its fields */
  read: boolean;
  /** of the fields the layout read whose value was known, how many, and how many it read right */
  checked: number;
  agreed: number;
}

/**
 * A rule proposed by one message and confirmed by none of the chat's next PRUNE_AFTER learned
 * messages is dropped: it held something that changes from message to message (a name, a
 * figure), and keeping it would grow the table with every message.
 */
const PRUNE_AFTER = 50;

type RuleRow = Selectable<ChatLayoutRulesTable>;

function toRule(row: RuleRow): LayoutRuleCounts {
  return {
    field: row.field as LayoutField,
    lineFrom: row.line_from as LayoutLineFrom,
    line: row.line,
    label: row.line_label,
    anchor: row.anchor as LayoutAnchor,
    before: row.before_text,
    after: row.after_text,
    agreed: row.agreed,
    disagreed: row.disagreed,
  };
}

/** The layouts of these chats; a chat that has learned nothing yet has none. */
export async function loadChatLayouts(db: Kysely<Database>, chatIds: readonly string[]): Promise<Map<string, ChatLayout>> {
  const layouts = new Map<string, ChatLayout>();
  if (chatIds.length === 0) return layouts;
  const chats = await db
    .selectFrom('chat_layouts')
    .select(['chat_id', 'enabled'])
    .where('chat_id', 'in', [...new Set(chatIds)])
    .execute();
  for (const chat of chats) layouts.set(chat.chat_id, { chatId: chat.chat_id, enabled: chat.enabled, rules: [] });
  if (chats.length === 0) return layouts;
  const rules = await db
    .selectFrom('chat_layout_rules')
    .selectAll()
    .where(
      'chat_id',
      'in',
      chats.map((chat) => chat.chat_id),
    )
    .execute();
  for (const row of rules) layouts.get(row.chat_id)?.rules.push(toRule(row));
  return layouts;
}

interface RuleDelta {
  chatId: string;
  rule: LayoutRule;
  agreed: number;
  disagreed: number;
}

/** The updates summed per chat and per rule: one row each, as one INSERT ... ON CONFLICT requires. */
function sumUpdates(updates: readonly ChatLayoutUpdate[]) {
  const chats = new Map<string, { learned: number; read: number; checked: number; agreed: number }>();
  const rules = new Map<string, RuleDelta>();
  const add = (chatId: string, rule: LayoutRule, agreed: number, disagreed: number) => {
    const key = `${chatId}\u0000${ruleKey(rule)}`;
    const delta = rules.get(key) ?? { chatId, rule, agreed: 0, disagreed: 0 };
    delta.agreed += agreed;
    delta.disagreed += disagreed;
    rules.set(key, delta);
  };
  for (const update of updates) {
    const chat = chats.get(update.chatId) ?? { learned: 0, read: 0, checked: 0, agreed: 0 };
    chat.learned += Number(update.learned);
    chat.read += Number(update.read);
    chat.checked += update.checked;
    chat.agreed += update.agreed;
    chats.set(update.chatId, chat);
    for (const rule of update.lesson.agreed) add(update.chatId, rule, 1, 0);
    for (const rule of update.lesson.disagreed) add(update.chatId, rule, 0, 1);
  }
  // One order for every writer, so two extractors updating the same rows wait rather than deadlock.
  const byKey = <T>(entries: Map<string, T>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => ({ key, value }));
  return { chats: byKey(chats), rules: byKey(rules).map(({ value }) => value) };
}

/**
 * Adds what messages taught their chats' layouts. Every count grows by an increment in SQL
 * (`agreed = agreed + n`), so extractors writing the same chat at once lose none; a rule first
 * seen is inserted with its counts. Then the chats' one-off rules are pruned (PRUNE_AFTER).
 */
export async function recordChatLayoutUpdates(db: Kysely<Database>, updates: readonly ChatLayoutUpdate[]): Promise<void> {
  const { chats, rules } = sumUpdates(updates);
  if (chats.length === 0) return;
  // The rows go as one JSON parameter (insertRows): a big batch of lessons can name more rules
  // than a statement's 65,535 parameters allow.
  const learnedCounts = await insertRows(
    db,
    'chat_layouts',
    chats.map(({ key, value }) => ({
      chat_id: key,
      messages_learned: value.learned,
      messages_read: value.read,
      values_checked: value.checked,
      values_agreed: value.agreed,
    })),
  )
    .onConflict((conflict) =>
      conflict.column('chat_id').doUpdateSet({
        messages_learned: sql`chat_layouts.messages_learned + excluded.messages_learned`,
        messages_read: sql`chat_layouts.messages_read + excluded.messages_read`,
        values_checked: sql`chat_layouts.values_checked + excluded.values_checked`,
        values_agreed: sql`chat_layouts.values_agreed + excluded.values_agreed`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['chat_id', 'messages_learned'])
    .execute();
  if (rules.length === 0) return;
  const learnedAt = new Map(learnedCounts.map((row) => [row.chat_id, row.messages_learned]));
  await insertRows(
    db,
    'chat_layout_rules',
    rules.map(({ chatId, rule, agreed, disagreed }) => ({
      chat_id: chatId,
      field: rule.field,
      line_from: rule.lineFrom,
      line: rule.line,
      line_label: rule.label,
      anchor: rule.anchor,
      before_text: rule.before,
      after_text: rule.after,
      agreed,
      disagreed,
      learned_at: learnedAt.get(chatId) ?? 0,
    })),
  )
    .onConflict((conflict) =>
      conflict.columns(['chat_id', 'field', 'line_from', 'line', 'line_label', 'anchor', 'before_text', 'after_text']).doUpdateSet({
        agreed: sql`chat_layout_rules.agreed + excluded.agreed`,
        disagreed: sql`chat_layout_rules.disagreed + excluded.disagreed`,
      }),
    )
    .execute();
  // The prune leaves a rule another writer holds to a later batch: taking the rows in its scan's
  // order, while that writer's upsert takes them in key order, deadlocked two extractors.
  await sql`DELETE FROM chat_layout_rules WHERE ctid = ANY(ARRAY(
    SELECT r.ctid FROM chat_layout_rules AS r JOIN chat_layouts AS c ON r.chat_id = c.chat_id
    WHERE c.chat_id = ANY(${chats.map(({ key }) => key)}::text[])
      AND r.agreed < 2 AND r.learned_at < c.messages_learned - ${PRUNE_AFTER}
    FOR UPDATE OF r SKIP LOCKED))`.execute(db);
}

/** A chat's learned layout as the Sources page shows it: its counts, and its rules that have agreed enough to be weighed. */
export interface ChatLayoutSummary {
  chatId: string;
  enabled: boolean;
  messagesLearned: number;
  messagesRead: number;
  valuesChecked: number;
  valuesAgreed: number;
  updatedAt: Date;
  rules: LayoutRuleCounts[];
}

/** Every chat's learned layout, with the rules that agreed at least MIN_AGREEMENTS times, the most agreed first. */
export async function listChatLayouts(db: Kysely<Database>): Promise<ChatLayoutSummary[]> {
  const chats = await db.selectFrom('chat_layouts').selectAll().orderBy('chat_id').execute();
  const rules = await db
    .selectFrom('chat_layout_rules')
    .selectAll()
    .where('agreed', '>=', MIN_AGREEMENTS)
    .orderBy('agreed', 'desc')
    .orderBy('disagreed')
    .execute();
  return chats.map((chat) => ({
    chatId: chat.chat_id,
    enabled: chat.enabled,
    messagesLearned: chat.messages_learned,
    messagesRead: chat.messages_read,
    valuesChecked: chat.values_checked,
    valuesAgreed: chat.values_agreed,
    updatedAt: chat.updated_at,
    rules: rules.filter((row) => row.chat_id === chat.chat_id).map(toRule),
  }));
}

/** Lets a chat's learned layout read its messages, or stops it; a chat with none yet gets one, switched as asked. */
export async function setChatLayoutEnabled(db: Kysely<Database>, chatId: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('chat_layouts')
    .values({ chat_id: chatId, enabled })
    .onConflict((conflict) => conflict.column('chat_id').doUpdateSet({ enabled, updated_at: sql`now()` }))
    .execute();
}
