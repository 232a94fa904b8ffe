import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL each time costs more than
 * running it. Queries are parameterised, so the distinct SQL texts are few and safe to reuse.
 */
export const withStatementCache = (database: BetterSqlite3.Database, capacity: number): SqliteDatabase => {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = database.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
};
