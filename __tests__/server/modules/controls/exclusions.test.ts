import type { ControlSettings } from '@/contracts/controlSettings';
import type { Heatmap } from '@/contracts/dashboard';
import { missingPermissionMessage } from '@/contracts/permissions';
import { DEFAULT_COMPLIANCE } from '@/contracts/settingsOptions';
import { frameworks } from '../../../../server/src/frameworks';
import { controlAuditActions } from '../../../../server/src/modules/controls/auditActions';
import {
  alreadyExcludedMessage,
  noExclusionAwaitsMessage,
  selfExclusionMessage,
} from '../../../../server/src/modules/controls/exclusions';
import { buildSnapshot } from '../../../../server/src/modules/reports/snapshot';
import { renderReportPdf } from '../../../../server/src/modules/reports/pdf/renderReport';
import { assessAndReadHeatmap } from '../../helpers/controls';
import { roundedMean } from '../../helpers/dashboard';
import { addSignedInMember } from '../../helpers/members';
import { pdfText } from '../../helpers/pdfText';
import { mixedPosture } from '../../helpers/reports';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { readableSources } from '../../../../server/src/lib/readableSources';

const t = setupTestApp({ seed: false });

const justification = 'Fully remote company: no offices, server rooms or delivery areas of our own.';

const requestExclusion = (token: string, framework: string, controlId: string, body: unknown = { justification }) =>
  api(t.app, 'POST', `/api/controls/${framework}/${encodeURIComponent(controlId)}/exclusion`, { token, body });

const reviewExclusion = (token: string, framework: string, controlId: string, body: unknown) =>
  api(t.app, 'POST', `/api/controls/${framework}/${encodeURIComponent(controlId)}/exclusion/review`, { token, body });

const scoreOf = async (organizationId: string, framework: string) =>
  (
    await t.db
      .selectFrom('assessments')
      .select('score')
      .where('organization_id', '=', organizationId)
      .where('framework', '=', framework)
      .orderBy('completed_at', 'desc')
      .executeTakeFirstOrThrow()
  ).score;

const tileIds = (heatmap: Heatmap) =>
  Object.values(heatmap.categories)
    .flat()
    .map((tile) => tile.id);

describe('excluding a control', () => {
  it('needs a justification and another member’s approval, then leaves the score and shows in the SoA', async () => {
    const admin = await registerAccount(t.app);
    const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    await recordSignals(t.db, admin.organizationId, mixedPosture(t.clock.now()));
    const before = await assessAndReadHeatmap(t.app, admin.token, 'ISO27001');
    const target = Object.values(before.categories)
      .flat()
      .find((tile) => tile.id.startsWith('A.') && tile.status !== 'passed')!;

    expectFailure(
      await requestExclusion(manager.token, 'ISO27001', target.id, { justification: 'n/a' }),
      400,
      /^justification/,
    );
    const requested = await requestExclusion(manager.token, 'ISO27001', target.id);
    expect((requested.json().data as ControlSettings).applicability).toMatchObject({
      state: 'exclusionRequested',
      justification,
      requestedBy: { id: manager.id, name: manager.name },
    });
    expectFailure(await requestExclusion(manager.token, 'ISO27001', target.id), 409, alreadyExcludedMessage);

    // Requested is not yet excluded: the control still counts.
    expect(tileIds(await assessAndReadHeatmap(t.app, admin.token, 'ISO27001'))).toContain(target.id);
    expectFailure(
      await reviewExclusion(manager.token, 'ISO27001', target.id, { decision: 'approve' }),
      403,
      selfExclusionMessage,
    );

    const approved = await reviewExclusion(admin.token, 'ISO27001', target.id, { decision: 'approve' });
    expect((approved.json().data as ControlSettings).applicability).toMatchObject({
      state: 'excluded',
      decidedBy: { id: admin.id },
    });
    expectFailure(
      await reviewExclusion(admin.token, 'ISO27001', target.id, { decision: 'approve' }),
      409,
      noExclusionAwaitsMessage,
    );

    t.clock.advance(1000);
    const after = await assessAndReadHeatmap(t.app, admin.token, 'ISO27001');
    const scored = Object.values(after.categories).flat();
    expect(scored.map((tile) => tile.id)).not.toContain(target.id);
    expect(after.summary.total).toBe(frameworks.ISO27001.controls.length - 1);
    expect(after.excluded).toEqual([{ id: target.id, name: target.name, category: expect.any(String), justification }]);
    expect(await scoreOf(admin.organizationId, 'ISO27001')).toBe(roundedMean(scored.map((tile) => tile.score)));

    const [audit] = await auditRowsFor(t.db, controlAuditActions.exclusionApproved);
    expect(audit.details).toContain(`applicability: exclusionRequested -> excluded; approved by ${admin.name}`);

    const snapshot = await buildSnapshot(t.db, {
      organizationId: admin.organizationId,
      organization: 'Acme',
      framework: 'ISO27001',
      type: 'iso27001',
      title: 'ISO 27001 Readiness Report',
      sections: ['Executive Summary', 'Control Assessment'],
      includeActivityDetail: false,
      readable: readableSources('Admin'),
      requestedBy: admin.name,
      requestedAt: t.clock.now().toISOString(),
    });
    const text = (await pdfText((await renderReportPdf(snapshot)).pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('1 excluded, each with its justification.');
    expect(text).toMatch(new RegExp(`${target.id.replace(/\./g, '\\.')} .* No Not applicable .*\\(excluded\\)`));
    expect(text).toContain('Excluded: Fully remote company: no');
    expect(text).toContain(`Approved by ${admin.name}`);
  });

  it('is rejected with a reason and the control stays applicable', async () => {
    const admin = await registerAccount(t.app);
    const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    await requestExclusion(manager.token, 'GDPR', 'Art. 37');
    expectFailure(await reviewExclusion(admin.token, 'GDPR', 'Art. 37', { decision: 'reject' }), 400, /^note/);
    const rejected = await reviewExclusion(admin.token, 'GDPR', 'Art. 37', {
      decision: 'reject',
      note: 'We monitor at scale',
    });
    expect((rejected.json().data as ControlSettings).applicability).toMatchObject({
      state: 'applicable',
      rejectionNote: 'We monitor at scale',
    });
  });

  it('is approved by the requester only where self-review is allowed, and by no role without the permission', async () => {
    const admin = await registerAccount(t.app);
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    expectFailure(
      await requestExclusion(analyst.token, 'HIPAA', '164.308(a)(5)(ii)(C)'),
      403,
      missingPermissionMessage('controls:manage'),
    );
    await requestExclusion(admin.token, 'HIPAA', '164.308(a)(5)(ii)(C)');
    expectFailure(
      await reviewExclusion(analyst.token, 'HIPAA', '164.308(a)(5)(ii)(C)', { decision: 'approve' }),
      403,
      missingPermissionMessage('controls:approve'),
    );
    await api(t.app, 'PUT', '/api/settings/compliance', {
      token: admin.token,
      body: { ...DEFAULT_COMPLIANCE, allowSelfReview: true },
    });
    const approved = await reviewExclusion(admin.token, 'HIPAA', '164.308(a)(5)(ii)(C)', { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
  });
});
