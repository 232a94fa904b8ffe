import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/**
 * Compiles a query's SQL once per database and afterwards only binds new parameters. For queries on
 * every request (the session check), building the query through Kysely cost four times running it.
 * The builder must use each argument once, as a parameter, in order; the first call checks that.
 */
export const reusableQuery = <Args extends unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>) => {
  const sqlByDatabase = new WeakMap<Db, string>();

  const compileOnce = (db: Db, args: Args): string => {
    const compiled = build(db, ...args).compile();
    const bindsArgumentsInOrder =
      compiled.parameters.length === args.length && compiled.parameters.every((value, index) => value === args[index]);
    if (!bindsArgumentsInOrder) throw new Error('reusableQuery: the query must bind each argument once, in order');
    sqlByDatabase.set(db, compiled.sql);
    return compiled.sql;
  };

  return async (db: Db, ...args: Args): Promise<Row[]> => {
    const sql = sqlByDatabase.get(db) ?? compileOnce(db, args);
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(sql, args));
    return rows;
  };
};
