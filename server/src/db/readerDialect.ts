import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { SqliteReader } from './sqliteReader';

class ReaderConnection implements DatabaseConnection {
  constructor(readonly reader: SqliteReader) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, numAffectedRows, insertId } = await this.reader.run(query);
    return {
      rows: rows as R[],
      ...(numAffectedRows === undefined ? {} : { numAffectedRows: BigInt(numAffectedRows) }),
      ...(insertId === undefined ? {} : { insertId: BigInt(insertId) }),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite readers do not stream; read in batches');
  }
}

/**
 * Hands each query a free reader; queries beyond the pool's size wait their turn. The threads start with the first
 * query (Kysely destroys only a driver it initialised, so one started earlier could outlive its database).
 */
class ReaderPoolDriver implements Driver {
  private idle: ReaderConnection[] = [];
  private all: ReaderConnection[] = [];
  private readonly waiting: ((connection: ReaderConnection) => void)[] = [];

  constructor(
    private readonly filename: string,
    private readonly size: number,
  ) {}

  async init(): Promise<void> {
    this.all = Array.from({ length: this.size }, () => new ReaderConnection(new SqliteReader(this.filename)));
    this.idle = [...this.all];
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(connection as ReaderConnection);
    else this.idle.push(connection as ReaderConnection);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await Promise.all(this.all.map((connection) => connection.reader.close()));
  }
}

/** SQLite as Kysely knows it, with its statements run by a pool of read-only worker threads. */
export const readerDialect = (filename: string, size: number): Dialect => ({
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => new ReaderPoolDriver(filename, size),
  createQueryCompiler: () => new SqliteQueryCompiler(),
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
});
