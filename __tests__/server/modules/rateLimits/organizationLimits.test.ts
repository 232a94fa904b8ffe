import { defaultLimits } from '../../../../server/src/core/limits';
import { assessedOrganization } from '../../helpers/reports';
import { pdfFile, policyFields, uploadEvidence } from '../../helpers/evidence';
import { api, expectFailure } from '../../helpers/requests';
import { relaxedLimits, setupTestApp } from '../../helpers/testApp';

const oneHour = 60 * 60 * 1000;

const t = setupTestApp({
  limits: {
    organization: {
      ...relaxedLimits.organization,
      reportGeneration: { max: 2, windowMs: oneHour },
      assistantMessages: { max: 2, windowMs: oneHour },
      evidenceUploads: { max: 2, windowMs: oneHour },
    },
  },
});

const requestReport = (token: string) =>
  api(t.app, 'POST', '/api/reports', { token, body: { name: 'Quarterly review', type: 'soc2' } });

const askBot = (token: string) =>
  api(t.app, 'POST', '/api/assistant/messages', { token, body: { content: 'What is our SOC 2 score?' } });

const upload = (token: string) =>
  uploadEvidence(t.app, token, policyFields(), { name: 'policy.pdf', content: pdfFile() });

describe('limits per organisation', () => {
  it('limits report generation per organisation, naming the limit and the wait, and leaves others alone', async () => {
    const first = await assessedOrganization(t.app, t.db, t.clock.now());
    const colleague = await assessedOrganization(t.app, t.db, t.clock.now());
    expect((await requestReport(first.token)).statusCode).toBe(201);
    expect((await requestReport(first.token)).statusCode).toBe(201);
    t.clock.advance(25 * 60 * 1000);
    const refused = await requestReport(first.token);
    expectFailure(
      refused,
      429,
      'Report generation is limited to 2 per hour for an organisation; try again in 35 minutes',
    );
    expect(refused.headers['retry-after']).toBe(String(35 * 60));
    expect(
      await t.db.selectFrom('reports').select('id').where('organization_id', '=', first.organizationId).execute(),
    ).toHaveLength(2);
    expect((await requestReport(colleague.token)).statusCode).toBe(201);
  });

  it('limits SecuroBot messages per organisation', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    expect((await askBot(admin.token)).statusCode).toBe(201);
    expect((await askBot(admin.token)).statusCode).toBe(201);
    expectFailure(await askBot(admin.token), 429, /^SecuroBot messages are limited to 2 per hour for an organisation/);
  });

  it('limits evidence uploads per organisation, before the file is stored', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    expect((await upload(admin.token)).statusCode).toBe(201);
    expect((await upload(admin.token)).statusCode).toBe(201);
    expectFailure(await upload(admin.token), 429, /^Evidence uploads are limited to 2 per hour for an organisation/);
    const stored = await t.db
      .selectFrom('evidence_items')
      .select('id')
      .where('organization_id', '=', admin.organizationId)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('allows 30 reports an hour per organisation by default', () => {
    expect(defaultLimits.organization.reportGeneration).toEqual({ max: 30, windowMs: oneHour });
  });
});
