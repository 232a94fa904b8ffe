import { sql } from 'kysely';
import { createEmbeddedJobRunner } from '../../../../server/src/jobs/embeddedRunner';
import {
  pruneEndedSessions,
  sessionPruningJob,
  sessionPruningJobName,
  sessionPruningRecurrence,
} from '../../../../server/src/modules/sessions/pruning';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp, testConfig } from '../../helpers/testApp';

const t = setupTestApp();

const idleSeconds = testConfig.sessionIdleTimeoutSeconds;
const idleMs = idleSeconds * 1000;

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

const remaining = async (tokens: Record<string, string>) => {
  const rows = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', Object.values(tokens).map(sessionIdOf))
    .execute();
  const ids = new Set(rows.map((row) => row.id));
  return Object.keys(tokens).filter((name) => ids.has(sessionIdOf(tokens[name])));
};

/** One session of each kind: live, revoked (signed out), expired and idle for longer than the timeout. */
const sessionsOfEveryKind = async () => {
  const idle = await signIn(t.app);
  t.clock.advance(idleMs / 2);
  const revoked = await signIn(t.app);
  await api(t.app, 'GET', '/api/auth/logout', { token: revoked });
  const expired = await signIn(t.app);
  await t.db
    .updateTable('sessions')
    .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
    .where('id', '=', sessionIdOf(expired))
    .execute();
  const live = await signIn(t.app);
  t.clock.advance(idleMs / 2 + 1000);
  return { live, revoked, expired, idle };
};

const failDeletes = {
  sqlite: [sql`CREATE TRIGGER sessions_down BEFORE DELETE ON sessions BEGIN SELECT RAISE(ABORT, 'sessions down'); END`],
  postgres: [
    sql`CREATE FUNCTION sessions_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'sessions down'; END $$`,
    sql`CREATE TRIGGER sessions_down BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_down()`,
  ],
};
const restoreDeletes = {
  sqlite: [sql`DROP TRIGGER sessions_down`],
  postgres: [sql`DROP TRIGGER sessions_down ON sessions`, sql`DROP FUNCTION sessions_down()`],
};

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const advanceToNextRun = async () => {
  const { next_run_at } = await t.db
    .selectFrom('job_schedules')
    .select('next_run_at')
    .where('name', '=', sessionPruningJobName)
    .executeTakeFirstOrThrow();
  t.clock.advance(Math.max(0, Date.parse(next_run_at) - t.clock.now().getTime()));
};

describe('pruning ended sessions', () => {
  it('deletes revoked, expired and idle sessions and keeps the live one, which still works', async () => {
    const sessions = await sessionsOfEveryKind();
    expect(await remaining(sessions)).toEqual(['live', 'revoked', 'expired', 'idle']);

    expect(await pruneEndedSessions(t.db, t.clock.now, idleSeconds)).toBeGreaterThanOrEqual(3);

    expect(await remaining(sessions)).toEqual(['live']);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: sessions.live })).statusCode).toBe(200);
  });

  it('runs every quarter hour as a scheduled job, which records a failed round and runs again the next', async () => {
    const jobs = createEmbeddedJobRunner({ db: t.db, log: quietLog, clock: t.clock.now });
    jobs.define(sessionPruningJob(t.db, t.clock.now, idleSeconds));
    await jobs.schedule(sessionPruningJobName, sessionPruningRecurrence, {});
    const sessions = await sessionsOfEveryKind();
    for (const statement of failDeletes[t.database.kind]) await statement.execute(t.db);

    await advanceToNextRun();
    await jobs.runDue();
    expect(await remaining(sessions)).toEqual(['live', 'revoked', 'expired', 'idle']);
    const failed = await t.db.selectFrom('jobs').selectAll().where('name', '=', sessionPruningJobName).execute();
    expect(failed).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect(failed[0].last_error).toMatch(/sessions down/);

    for (const statement of restoreDeletes[t.database.kind]) await statement.execute(t.db);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: sessions.live })).statusCode).toBe(200);
    await advanceToNextRun();
    await jobs.runDue();
    expect(await remaining(sessions)).toEqual(['live']);
  });
});
