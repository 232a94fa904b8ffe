import type { Kysely } from 'kysely';

// A requested change of a member's email, until the new address confirms it: one a member, a new request replaces
// the earlier. Its own table rather than password_tokens, whose links set a password whatever their purpose and
// retire each other: confirming an address must neither set a password nor cancel a reset link.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('email_changes')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('email_changes').execute();
};
