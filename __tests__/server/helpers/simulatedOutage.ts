import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { Db } from '../../../server/src/db/database';

/** What pg throws when nothing listens on the database's port. */
export const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

export type SimulatedOutage = {
  /** The same database, seen through a connection that fails while the outage lasts. */
  db: Db;
  isDown: () => boolean;
  begin: () => void;
  end: () => void;
};

/** Whether a statement reads from or writes to `table`, to start an outage at a chosen step of some work. */
export const touches =
  (table: string) =>
  (node: RootOperationNode): boolean =>
    JSON.stringify(node).includes(`"name":"${table}"`);

/** The same database, seen through a connection on which the statements `fails` picks fail as unreachable. */
export const withFailingStatements = (original: Db, fails: (node: RootOperationNode) => boolean): Db => {
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (fails(node)) throw connectionRefused();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return original.withPlugin(plugin);
};

/**
 * Every statement through `db` fails as if the database were unreachable while the outage lasts; `beginsAt` starts
 * it at the first statement it matches (that statement fails too). The database itself stays up, so a test reads
 * the rows through the original Db.
 */
export const simulateOutage = (original: Db, beginsAt?: (node: RootOperationNode) => boolean): SimulatedOutage => {
  let down = false;
  const db = withFailingStatements(original, (node) => {
    if (!down && beginsAt?.(node)) down = true;
    return down;
  });
  return {
    db,
    isDown: () => down,
    begin: () => {
      down = true;
    },
    end: () => {
      down = false;
    },
  };
};
