import { generateReportJobName, generationFailedReason } from '../../../../server/src/modules/reports/generateJob';
import { notAssessedMessage } from '../../../../server/src/modules/reports/snapshot';
import { customFrameworkRequired } from '../../../../server/src/modules/reports/request';
import { notReadyMessage } from '../../../../server/src/modules/reports/service';
import { reportAuditActions } from '../../../../server/src/modules/reports/auditActions';
import { setupAlertsApp } from '../../helpers/alertsApp';
import { pdfInfoPages, pdfText } from '../../helpers/pdfText';
import { assessedOrganization } from '../../helpers/reports';
import { api, expectFailure } from '../../helpers/requests';
import type { Report } from '@/contracts/reports';

const t = setupAlertsApp();

const generate = (token: string, body: object) => api(t.app, 'POST', '/api/reports', { token, body });

const listed = async (token: string): Promise<Report[]> =>
  (await api(t.app, 'GET', '/api/reports', { token })).json().data as Report[];

const auditActions = async (organizationId: string) =>
  (
    await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('organization_id', '=', organizationId)
      .orderBy('seq')
      .execute()
  ).map((row) => row.action);

jest.setTimeout(60_000);

describe('generating a report', () => {
  it('snapshots the live assessment, draws a PDF whose figures match the heat map, and downloads it', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now(), ['SOC2'], { company: 'Zürich Ledger AG' });
    const heatmap = (
      await api(t.app, 'GET', '/api/dashboard/compliance-heatmap?framework=SOC2', { token: admin.token })
    ).json().data;
    const criticalIds = Object.values(heatmap.categories as Record<string, { id: string; status: string }[]>)
      .flat()
      .filter((control) => control.status === 'critical')
      .map((control) => control.id);
    expect(criticalIds.length).toBeGreaterThan(0);

    const response = await generate(admin.token, { name: 'SOC 2 Type II Assessment', type: 'soc2' });
    expect(response.statusCode).toBe(201);
    const report = response.json().data as Report;
    expect(report).toMatchObject({ status: 'generating', framework: 'SOC2', pages: null, size: null });
    expect((await listed(admin.token)).map((item) => item.id)).toEqual([report.id]);

    await t.jobs.runDue();
    const [ready] = await listed(admin.token);
    const assessed = await t.db
      .selectFrom('assessments')
      .select('score')
      .where('organization_id', '=', admin.organizationId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expect(ready).toMatchObject({
      status: 'ready',
      complianceScore: Number(assessed.score),
      criticalIssues: heatmap.summary.critical,
      warnings: heatmap.summary.warning,
      requestedBy: admin.name,
    });

    const download = await api(t.app, 'GET', `/api/reports/${report.id}/pdf`, { token: admin.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="SOC-2-Type-II-Assessment.pdf"');
    const pdf = download.rawPayload;
    expect(ready.size).toBe(pdf.length);
    expect(await pdfInfoPages(pdf)).toBe(ready.pages);
    expect(ready.pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Zürich Ledger AG');
    expect(text).toContain(`${ready.complianceScore}%`);
    expect(text).toContain(`Critical issues: ${heatmap.summary.critical}`);
    for (const id of criticalIds) expect(text).toContain(id);

    expect(await auditActions(admin.organizationId)).toEqual(
      expect.arrayContaining([reportAuditActions.requested, reportAuditActions.downloaded]),
    );
  });

  it('keeps the snapshot it was asked for when the posture changes before the PDF is drawn', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const report = (await generate(admin.token, { name: 'Snapshot', type: 'soc2' })).json().data as Report;
    const stored = await t.db.selectFrom('reports').select('snapshot').where('id', '=', report.id).executeTakeFirst();
    const assessedScore = JSON.parse(stored!.snapshot).assessment.score as number;
    await t.db
      .updateTable('assessments')
      .set({ score: 1 })
      .where('organization_id', '=', admin.organizationId)
      .execute();
    await t.jobs.runDue();
    const [ready] = await listed(admin.token);
    expect(ready.complianceScore).toBe(assessedScore);
  });

  it('covers the framework and sections a custom report names, and only those', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now(), ['GDPR']);
    const response = await generate(admin.token, {
      name: 'GDPR findings',
      type: 'custom',
      framework: 'GDPR',
      sections: ['Findings and Risks', 'Executive Summary'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      framework: 'GDPR',
      sections: ['Executive Summary', 'Findings and Risks'],
    });
    await t.jobs.runDue();
    const pdf = (await api(t.app, 'GET', `/api/reports/${response.json().data.id}/pdf`, { token: admin.token }))
      .rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain('Findings and Risks');
    expect(text).not.toContain('Evidence Appendix');
  });

  it('marks a report failed, with the reason, once its last attempt fails', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const report = (await generate(admin.token, { name: 'Doomed', type: 'soc2' })).json().data as Report;
    await t.db.updateTable('reports').set({ snapshot: '{"broken":true}' }).where('id', '=', report.id).execute();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.jobs.runDue();
      t.clock.advance(60_000);
    }
    const [failed] = await listed(admin.token);
    expect(failed).toMatchObject({ status: 'failed', failureReason: generationFailedReason, pages: null });
    const job = await t.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('name', '=', generateReportJobName)
      .where('payload', 'like', `%${report.id}%`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'failed', attempts: 3 });
    expectFailure(
      await api(t.app, 'GET', `/api/reports/${report.id}/pdf`, { token: admin.token }),
      409,
      notReadyMessage('Doomed'),
    );
  });
});

describe('bad requests', () => {
  it('names the unknown type, framework or section, and stores nothing', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    expectFailure(await generate(admin.token, { name: 'X', type: 'pci' }), 400, 'Unknown report type "pci"');
    expectFailure(
      await generate(admin.token, { name: 'X', type: 'custom', framework: 'PCI' }),
      400,
      'Unknown framework "PCI"',
    );
    expectFailure(
      await generate(admin.token, { name: 'X', type: 'custom', framework: 'SOC2', sections: ['Appendix Z'] }),
      400,
      'Unknown section "Appendix Z"',
    );
    expectFailure(await generate(admin.token, { name: 'X', type: 'custom' }), 400, customFrameworkRequired);
    expectFailure(await generate(admin.token, { name: 'X', type: 'soc2', framework: 'HIPAA' }), 400, /^framework: /);
    expectFailure(await generate(admin.token, { name: '', type: 'soc2' }), 400, /name/);
    expectFailure(await generate(admin.token, { name: 'X', type: 'soc2', extra: 1 }), 400);
    expect(await listed(admin.token)).toEqual([]);
  });

  it('answers 409 for a framework never assessed', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    expectFailure(await generate(admin.token, { name: 'X', type: 'hipaa' }), 409, notAssessedMessage('HIPAA'));
    expect(await listed(admin.token)).toEqual([]);
  });

  it("answers 404 for another organisation's report, whatever the route", async () => {
    const owner = await assessedOrganization(t.app, t.db, t.clock.now());
    const stranger = await assessedOrganization(t.app, t.db, t.clock.now());
    const report = (await generate(owner.token, { name: 'Private', type: 'soc2' })).json().data as Report;
    await t.jobs.runDue();
    const token = stranger.token;
    expectFailure(await api(t.app, 'GET', `/api/reports/${report.id}`, { token }), 404);
    expectFailure(await api(t.app, 'GET', `/api/reports/${report.id}/pdf`, { token }), 404);
    expectFailure(await api(t.app, 'DELETE', `/api/reports/${report.id}`, { token }), 404);
    expectFailure(await api(t.app, 'GET', `/api/reports/${report.id}/shares`, { token }), 404);
    expectFailure(
      await api(t.app, 'POST', `/api/reports/${report.id}/shares`, { token, body: { expiresInHours: 2 } }),
      404,
    );
    expectFailure(await api(t.app, 'GET', '/api/reports/not-a-uuid/pdf', { token }), 400);
    expect((await listed(owner.token)).map((item) => item.status)).toEqual(['ready']);
  });
});

describe('deleting a report', () => {
  it('removes the row, the PDF and its share links, audited', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const report = (await generate(admin.token, { name: 'Old', type: 'soc2' })).json().data as Report;
    await t.jobs.runDue();
    const token = admin.token;
    await api(t.app, 'POST', `/api/reports/${report.id}/shares`, { token, body: { expiresInHours: 2 } });
    const response = await api(t.app, 'DELETE', `/api/reports/${report.id}`, { token });
    expect(response.json()).toEqual({ success: true, message: 'Report deleted' });
    expect(await listed(token)).toEqual([]);
    expect(
      await t.db.selectFrom('report_files').select('report_id').where('report_id', '=', report.id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('share_links').select('id').where('report_id', '=', report.id).execute()).toEqual([]);
    expect(await auditActions(admin.organizationId)).toContain(reportAuditActions.deleted);
    expectFailure(await api(t.app, 'DELETE', `/api/reports/${report.id}`, { token }), 404);
  });
});
