import type { Pool } from 'pg';

/** A job taken from a pg-boss queue: its id, payload and how many times it was retried. */
export type FetchedJob = { id: string; data: unknown; retryCount: number };

const organization = (table: string) => `(${table}.data ->> 'organizationId')`;

/**
 * pg-boss's own fetch, in its 10.x tables (the created or retry job first by priority and age, marked active with its
 * retry counted), ordered between organisations: the one with fewer jobs of the queue active goes first, then the one
 * this instance served longest ago (`$3`/`$4`: organisation ids and their ranks); one with `$2` jobs active already
 * is skipped.
 */
const fairFetch = (schema: string) => `
  WITH active AS (
    SELECT ${organization('job')} AS organization_id, count(*) AS running
    FROM ${schema}.job
    WHERE name = $1 AND state = 'active' AND ${organization('job')} IS NOT NULL
    GROUP BY 1
  ), ranks AS (
    SELECT * FROM unnest($3::text[], $4::bigint[]) AS rank (organization_id, value)
  ), next AS (
    SELECT job.id
    FROM ${schema}.job AS job
    LEFT JOIN active ON active.organization_id = ${organization('job')}
    LEFT JOIN ranks ON ranks.organization_id = ${organization('job')}
    WHERE job.name = $1
      AND job.state < 'active'
      AND job.start_after < now()
      AND ($2::int IS NULL OR active.running IS NULL OR active.running < $2::int)
    ORDER BY coalesce(active.running, 0), coalesce(ranks.value, 0), job.priority DESC, job.created_on, job.id
    LIMIT 1
    FOR UPDATE OF job SKIP LOCKED
  )
  UPDATE ${schema}.job AS job SET
    state = 'active',
    started_on = now(),
    retry_count = CASE WHEN job.started_on IS NOT NULL THEN job.retry_count + 1 ELSE job.retry_count END
  FROM next
  WHERE job.name = $1 AND job.id = next.id
  RETURNING job.id, job.data, job.retry_count
`;

type Row = { id: string; data: unknown; retry_count: number };

export type FetchRequest = {
  name: string;
  /** The most jobs of the queue one organisation may have active; none when undefined. */
  perOrganization: number | undefined;
  ranks: Map<string, number>;
};

/**
 * Takes the next job of a queue. With a limit per organisation, fetches of the queue take a transaction-scoped
 * advisory lock first, so instances counting the same organisation's active jobs never both take one past the limit.
 */
export const fetchNextJob = async (pool: Pool, schema: string, request: FetchRequest): Promise<FetchedJob | null> => {
  const parameters = [
    request.name,
    request.perOrganization ?? null,
    [...request.ranks.keys()],
    [...request.ranks.values()],
  ];
  const client = await pool.connect();
  try {
    if (request.perOrganization === undefined) {
      const { rows } = await client.query<Row>(fairFetch(schema), parameters);
      return rows[0] ? { id: rows[0].id, data: rows[0].data, retryCount: rows[0].retry_count } : null;
    }
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${schema}.fetch:${request.name}`]);
      const { rows } = await client.query<Row>(fairFetch(schema), parameters);
      await client.query('COMMIT');
      return rows[0] ? { id: rows[0].id, data: rows[0].data, retryCount: rows[0].retry_count } : null;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    client.release();
  }
};
