import type { Kysely } from 'kysely';

// SecuroBot's conversations, one member's each, with every message, what it cited and the feedback it got.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_conversations_by_user')
    .on('assistant_conversations')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) =>
      col.notNull().references('assistant_conversations.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('feedback', 'text')
    .addColumn('feedback_note', 'text')
    .addColumn('feedback_at', 'text')
    .execute();
  await db.schema
    .createIndex('assistant_messages_in_order')
    .on('assistant_messages')
    .columns(['conversation_id', 'seq'])
    .unique()
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('assistant_messages').execute();
  await db.schema.dropTable('assistant_conversations').execute();
};
