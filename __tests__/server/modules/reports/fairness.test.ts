import { eventually } from '../../helpers/jobs';
import { assessedOrganization } from '../../helpers/reports';
import { api, expectFailure } from '../../helpers/requests';
import { relaxedLimits, setupTestApp } from '../../helpers/testApp';

const oneHour = 60 * 60 * 1000;
const limit = 5;

const t = setupTestApp({
  limits: {
    organization: { ...relaxedLimits.organization, reportGeneration: { max: limit, windowMs: oneHour } },
  },
});

const requestReport = (token: string, name: string) =>
  api(t.app, 'POST', '/api/reports', { token, body: { name, type: 'soc2' } });

const statuses = async (organizationId: string) =>
  (await t.db.selectFrom('reports').select('status').where('organization_id', '=', organizationId).execute()).map(
    (row) => row.status,
  );

describe('reports between organisations', () => {
  it("refuses one organisation's flood past its limit and draws another's report before that backlog", async () => {
    const a = await assessedOrganization(t.app, t.db, t.clock.now());
    const b = await assessedOrganization(t.app, t.db, t.clock.now());
    const flood = await Promise.all(Array.from({ length: 8 }, (_, index) => requestReport(a.token, `A ${index}`)));
    expect(flood.filter((response) => response.statusCode === 201)).toHaveLength(limit);
    const refused = flood.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(8 - limit);
    expectFailure(refused[0], 429, /^Report generation is limited to 5 per hour for an organisation; try again in/);
    t.clock.advance(1);
    expect((await requestReport(b.token, 'B')).statusCode).toBe(201);
    const renderedBefore = t.workers.completed();

    const draining = t.jobs.runDue();
    await eventually(async () => (await statuses(b.organizationId)).includes('ready'), 60_000);
    expect((await statuses(a.organizationId)).filter((status) => status === 'generating').length).toBeGreaterThan(1);
    await draining;

    expect(await statuses(a.organizationId)).toEqual(Array.from({ length: limit }, () => 'ready'));
    expect(t.workers.completed() - renderedBefore).toBe(limit + 1);
  }, 120_000);
});
