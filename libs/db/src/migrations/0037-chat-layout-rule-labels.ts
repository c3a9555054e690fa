import { sql, type Kysely } from 'kysely';

/**
 * A learned layout rule may count its line from a labelled line ('2 lines below the line
 * starting "MC:"'; libs/extraction layout-learning): `line_label` keeps that label, '' for the
 * rules counted from the top or the address, or read on any line. It tells rules apart, so it
 * joins the primary key. The rules learned before keep '' and read as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE chat_layout_rules ADD COLUMN line_label text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE chat_layout_rules DROP CONSTRAINT chat_layout_rules_pkey`.execute(db);
  await sql`ALTER TABLE chat_layout_rules
    ADD PRIMARY KEY (chat_id, field, line_from, line, line_label, anchor, before_text, after_text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM chat_layout_rules WHERE line_from = 'label'`.execute(db);
  await sql`ALTER TABLE chat_layout_rules DROP CONSTRAINT chat_layout_rules_pkey`.execute(db);
  await sql`ALTER TABLE chat_layout_rules DROP COLUMN line_label`.execute(db);
  await sql`ALTER TABLE chat_layout_rules
    ADD PRIMARY KEY (chat_id, field, line_from, line, anchor, before_text, after_text)`.execute(db);
}
