import { storageUse } from '../../../server/src/storage/quota';
import { pdfFile, policyFields, uploadEvidence } from '../helpers/evidence';
import { assessedOrganization } from '../helpers/reports';
import { api, expectFailure } from '../helpers/requests';
import { relaxedLimits, setupTestApp } from '../helpers/testApp';

const quotaBytes = 1024 * 1024;

const t = setupTestApp({ limits: { organization: { ...relaxedLimits.organization, storageBytes: quotaBytes } } });

const upload = (token: string) =>
  uploadEvidence(t.app, token, policyFields(), { name: 'policy.pdf', content: pdfFile() });

describe('storage quota per organisation', () => {
  it('counts evidence files and generated reports, and refuses with 413 an upload that would go over', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const other = await assessedOrganization(t.app, t.db, t.clock.now());
    expect((await upload(admin.token)).statusCode).toBe(201);
    const report = await api(t.app, 'POST', '/api/reports', {
      token: admin.token,
      body: { name: 'Quarterly review', type: 'soc2' },
    });
    await t.db
      .updateTable('reports')
      .set({ size_bytes: quotaBytes - 1024 })
      .where('id', '=', report.json().data.id)
      .execute();
    const used = await storageUse(t.db, admin.organizationId);
    expect(used).toBe(quotaBytes - 1024 + pdfFile().length);

    const refused = await upload(admin.token);
    expectFailure(
      refused,
      413,
      'Storage is limited to 1.0 MiB for an organisation, which uses 1.0 MiB; this upload would go over it. ' +
        'Delete evidence versions or reports it no longer needs.',
    );
    const items = await t.db
      .selectFrom('evidence_items')
      .select('id')
      .where('organization_id', '=', admin.organizationId)
      .execute();
    expect(items).toHaveLength(1);
    expect((await upload(other.token)).statusCode).toBe(201);
  });
});
