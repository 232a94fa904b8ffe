import type { DatabaseConfig } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createEmbeddedJobRunner } from './embeddedRunner';
import { createPgBossRunner } from './pgBossRunner';
import type { JobLog, JobRunner } from './types';

/** The runner for the configured database: pg-boss on PostgreSQL, the embedded runner on SQLite. */
export const createJobRunner = (database: DatabaseConfig, db: Db, log: JobLog, clock?: Clock): JobRunner =>
  database.kind === 'postgres'
    ? createPgBossRunner({ connectionString: database.connectionString, log })
    : createEmbeddedJobRunner({ db, log, clock });
