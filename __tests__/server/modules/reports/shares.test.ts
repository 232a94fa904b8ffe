import { reportAuditActions } from '../../../../server/src/modules/reports/auditActions';
import { shareLinkInvalidMessage } from '../../../../server/src/modules/reports/shareService';
import { tooManyOpensMessage } from '../../../../server/src/modules/shareLinks/service';
import { addSignedInMember } from '../../helpers/members';
import { assessedOrganization } from '../../helpers/reports';
import { api, expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import type { Report } from '@/contracts/reports';
import type { CreatedShare } from '@/contracts/shareLinks';

const t = setupTestApp({ seed: false, limits: { sharedLinkOpen: { max: 5, windowMs: 60_000 } } });

jest.setTimeout(60_000);

const readyReport = async () => {
  const admin = await assessedOrganization(t.app, t.db, t.clock.now());
  const body = { name: 'Board pack', type: 'soc2' };
  const report = (await api(t.app, 'POST', '/api/reports', { token: admin.token, body })).json().data as Report;
  await t.jobs.runDue();
  return { admin, report };
};

const share = async (token: string, reportId: string, expiresInHours: number) =>
  api(t.app, 'POST', `/api/reports/${reportId}/shares`, { token, body: { expiresInHours } });

const linkPath = (created: CreatedShare) => new URL(created.url).pathname;

let address = 0;
/** Each test opens links from an address of its own, so the per-address limit is its own too. */
const nextAddress = () => `203.0.113.${(address += 1)}`;

describe('report share links', () => {
  it('open the PDF without an account until revoked, counted and audited', async () => {
    const { admin, report } = await readyReport();
    const response = await share(admin.token, report.id, 24);
    expect(response.statusCode).toBe(201);
    const created = response.json().data as CreatedShare;
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/shared-reports\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.expiresAt) - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    const stored = await t.db.selectFrom('share_links').select('token_hash').executeTakeFirstOrThrow();
    expect(created.url).not.toContain(stored.token_hash);

    const remoteAddress = nextAddress();
    const opened = await api(t.app, 'GET', linkPath(created), { remoteAddress });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe('inline; filename="Board-pack.pdf"');
    const download = await api(t.app, 'GET', `/api/reports/${report.id}/pdf`, { token: admin.token });
    expect(opened.rawPayload.equals(download.rawPayload)).toBe(true);

    const [listed] = (await api(t.app, 'GET', `/api/reports/${report.id}/shares`, { token: admin.token })).json().data;
    expect(listed).toMatchObject({ id: created.id, openCount: 1, revokedAt: null });
    expect(listed).not.toHaveProperty('url');

    const revoked = await api(t.app, 'DELETE', `/api/reports/${report.id}/shares/${created.id}`, {
      token: admin.token,
    });
    expect(revoked.json().data[0].revokedAt).not.toBeNull();
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress }), 404, shareLinkInvalidMessage);

    const actions = (
      await t.db
        .selectFrom('audit_logs')
        .select(['action', 'user_label'])
        .where('organization_id', '=', admin.organizationId)
        .where('resource', '=', `report:${report.id}`)
        .orderBy('seq')
        .execute()
    ).map((row) => `${row.action} by ${row.user_label}`);
    expect(actions).toEqual([
      `${reportAuditActions.requested} by ${admin.name}`,
      `${reportAuditActions.shared} by ${admin.name}`,
      `${reportAuditActions.sharedOpened} by Shared link`,
      `${reportAuditActions.downloaded} by ${admin.name}`,
      `${reportAuditActions.shareRevoked} by ${admin.name}`,
    ]);
  });

  it('stop working when they expire', async () => {
    const { admin, report } = await readyReport();
    const created = (await share(admin.token, report.id, 1)).json().data as CreatedShare;
    const remoteAddress = nextAddress();
    expect((await api(t.app, 'GET', linkPath(created), { remoteAddress })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress }), 404, shareLinkInvalidMessage);
  });

  it('stop working when the report is deleted', async () => {
    const { admin, report } = await readyReport();
    const created = (await share(admin.token, report.id, 2)).json().data as CreatedShare;
    await api(t.app, 'DELETE', `/api/reports/${report.id}`, { token: admin.token });
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress: nextAddress() }), 404);
  });

  it('last from an hour to a week, and only for a ready report', async () => {
    const { admin, report } = await readyReport();
    expectFailure(await share(admin.token, report.id, 0), 400, /expiresInHours/);
    expectFailure(await share(admin.token, report.id, 169), 400, /expiresInHours/);
    expectFailure(await share(admin.token, report.id, 1.5), 400, /expiresInHours/);
    expect((await share(admin.token, report.id, 168)).statusCode).toBe(201);
    const pending = (
      await api(t.app, 'POST', '/api/reports', { token: admin.token, body: { name: 'Pending', type: 'soc2' } })
    ).json().data as Report;
    expectFailure(await share(admin.token, pending.id, 2), 409, 'Pending is not ready');
  });

  it('are made only by roles that manage reports', async () => {
    const { admin, report } = await readyReport();
    const auditor = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    expectFailure(await share(auditor.token, report.id, 2), 403);
    expect((await api(t.app, 'GET', `/api/reports/${report.id}/pdf`, { token: auditor.token })).statusCode).toBe(200);
  });

  it('answer one 404 for a token that was never issued, and slow an address that guesses', async () => {
    const remoteAddress = nextAddress();
    const guess = `/api/shared-reports/${'A'.repeat(43)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectFailure(await api(t.app, 'GET', guess, { remoteAddress }), 404, shareLinkInvalidMessage);
    }
    expectFailure(await api(t.app, 'GET', guess, { remoteAddress }), 429, tooManyOpensMessage);
    expectFailure(await api(t.app, 'GET', '/api/shared-reports/short', { remoteAddress: nextAddress() }), 400);
  });
});
