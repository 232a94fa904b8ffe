import { Worker } from 'node:worker_threads';

/** A query as it crosses to the worker: parameterised SQL, never string-built. */
export type ReaderQuery = { sql: string; parameters: readonly unknown[] };

export type ReaderResult = { rows: Record<string, unknown>[]; numAffectedRows?: number; insertId?: number };

/** What the worker sends: a read's rows as value arrays under their column names, or a write's outcome. */
type WorkerResult = {
  columns?: string[];
  values?: unknown[][];
  numAffectedRows?: number;
  insertId?: number;
};

type Reply = { id: number } & ({ result: WorkerResult } | { error: { message: string; code?: string } });

const toRows = (columns: string[], values: unknown[][]): Record<string, unknown>[] =>
  values.map((row) => {
    const record: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index += 1) record[columns[index]] = row[index];
    return record;
  });

// Plain JavaScript run with `eval`, so the worker loads the same way under ts-node, Jest and a bundle.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.filename, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');
database.pragma('mmap_size = 268435456');
database.pragma('cache_size = -65536');
const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = database.prepare(sql);
    // Rows cross to the event loop as arrays of values under one list of column names, not as objects that
    // each repeat every name: cheaper for this thread to build and to copy.
    if (statement.reader) statement.raw(true);
    if (statements.size >= 200) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
};
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = prepare(sql);
    if (statement.reader) {
      const values = statement.all(parameters);
      // Named after the run: a schema changed since the statement was prepared is prepared again as it runs.
      const columns = statement.columns().map((column) => column.name);
      parentPort.postMessage({ id, result: { columns, values } });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id, result: { numAffectedRows: changes, insertId: Number(lastInsertRowid) } });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

export class SqliteReaderError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * One read-only SQLite connection on its own thread. Statements run there one at a time, in order; the event loop
 * only waits for their answers.
 */
export class SqliteReader {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (result: ReaderResult) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  constructor(filename: string) {
    this.worker = new Worker(workerSource, {
      eval: true,
      workerData: { filename, driverPath: require.resolve('better-sqlite3') },
    });
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new SqliteReaderError('The SQLite reader stopped', undefined)));
  }

  run(query: ReaderQuery): Promise<ReaderResult> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if ('error' in reply) {
      waiting.reject(new SqliteReaderError(reply.error.message, reply.error.code));
      return;
    }
    const { columns, values, numAffectedRows, insertId } = reply.result;
    waiting.resolve({ rows: columns && values ? toRows(columns, values) : [], numAffectedRows, insertId });
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
