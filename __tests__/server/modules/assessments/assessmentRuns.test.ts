import type { LightMyRequestResponse } from 'fastify';
import { assessmentRunNotFoundMessage } from '@/contracts/dashboard';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

type StartedRun = { id: string; framework: string; status: string };

const start = async (token: string, body: unknown = {}) => {
  const response = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body });
  expect(response.statusCode).toBe(202);
  return response.json().data as { frameworks: string[]; runs: StartedRun[] };
};

const status = (token: string, id: string) => api(t.app, 'GET', `/api/dashboard/assessment-runs/${id}`, { token });

/** Asks for the run's status, as the app does, until the server says it is no longer running. */
const pollUntilFinished = async (token: string, id: string) => {
  for (let polls = 0; polls < 500; polls += 1) {
    const response: LightMyRequestResponse = await status(token, id);
    expect(response.statusCode).toBe(200);
    const run = response.json().data;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`assessment run ${id} still running`);
};

describe('GET /api/dashboard/assessment-runs/:id', () => {
  it('names the runs it made; each reads as stored, completed', async () => {
    const account = await registerAccount(t.app);
    const started = await start(account.token, { framework: 'HIPAA' });
    expect(started).toEqual({
      frameworks: ['HIPAA'],
      runs: [{ id: expect.any(String), framework: 'HIPAA', status: 'completed' }],
    });
    const [{ id }] = started.runs;

    const finished = await pollUntilFinished(account.token, id);
    const row = await t.db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ organization_id: account.organizationId, status: 'completed' });
    expect(finished).toEqual({
      id,
      framework: 'HIPAA',
      status: 'completed',
      startedAt: row.started_at,
      completedAt: row.completed_at,
    });
  });

  it('names one run per framework in use when no framework is sent', async () => {
    const account = await registerAccount(t.app);
    for (const framework of ['GDPR', 'HIPAA'])
      await pollUntilFinished(account.token, (await start(account.token, { framework })).runs[0].id);

    const started = await start(account.token);
    expect(started.frameworks).toEqual(['HIPAA', 'GDPR']);
    expect(started.runs.map((run) => run.framework)).toEqual(['HIPAA', 'GDPR']);
    for (const run of started.runs)
      expect(await pollUntilFinished(account.token, run.id)).toMatchObject({
        framework: run.framework,
        status: 'completed',
      });
  });

  it('answers any stored run of the organisation as stored', async () => {
    const account = await registerAccount(t.app);
    const id = crypto.randomUUID();
    const startedAt = t.clock.now().toISOString();
    await t.db
      .insertInto('assessments')
      .values({
        id,
        organization_id: account.organizationId,
        framework: 'GDPR',
        status: 'failed',
        score: null,
        started_by: null,
        started_at: startedAt,
        completed_at: startedAt,
      })
      .execute();
    expect((await status(account.token, id)).json().data).toEqual({
      id,
      framework: 'GDPR',
      status: 'failed',
      startedAt,
      completedAt: startedAt,
    });
  });

  it("answers 404 for another organisation's run, and for one that does not exist", async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const [{ id }] = (await start(owner.token, { framework: 'SOC2' })).runs;
    await pollUntilFinished(owner.token, id);

    expectFailure(await status(other.token, id), 404, assessmentRunNotFoundMessage);
    expectFailure(await status(owner.token, crypto.randomUUID()), 404, assessmentRunNotFoundMessage);
  });

  it.each(['not-a-uuid', '1', `${crypto.randomUUID()}x`])(
    'rejects the malformed id %s with a 400 naming the field',
    async (id) => {
      const account = await registerAccount(t.app);
      expectFailure(await status(account.token, id), 400, /\bid\b/);
    },
  );

  it('needs a valid bearer token', async () => {
    expectFailure(await status('', crypto.randomUUID()), 401);
    expectFailure(await status('not-a-token', crypto.randomUUID()), 401);
  });
});
