import { vendorAuditActions } from '../../../../server/src/modules/vendors';
import { policyFields, uploaded } from '../../helpers/evidence';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addedVendor, reviewedSignal, vendorTeam } from './vendorTeam';

const t = setupTestApp({ seed: false });

const dayMs = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

describe("a vendor's documents and findings", () => {
  it('shows the BAA finding for health data until an unexpired BAA from the locker is linked', async () => {
    const team = await vendorTeam(t);
    const { vendors, manager } = team;
    const vendor = await addedVendor(team, { dataCategories: ['health'] });
    expect(vendor.findings).toEqual([
      expect.objectContaining({ kind: 'missingDocument', documentKind: 'baa', requirement: 'HIPAA 164.308(b)' }),
    ]);

    const lapsed = await uploaded(t.app, manager.token);
    const withLapsed = await vendors.link(manager, vendor.id, {
      kind: 'baa',
      evidenceId: lapsed.id,
      expiresOn: inDays(-1),
    });
    expect(withLapsed.statusCode).toBe(201);
    expect(withLapsed.json().data.findings).toEqual([
      expect.objectContaining({ kind: 'expiredDocument', documentKind: 'baa', requirement: 'HIPAA 164.308(b)' }),
    ]);

    const evidence = await uploaded(t.app, manager.token);
    const linked = await vendors.link(manager, vendor.id, {
      kind: 'baa',
      evidenceId: evidence.id,
      expiresOn: inDays(30),
    });
    expect(linked.json().data).toMatchObject({ findings: [], findingsCount: 0 });
    expect(linked.json().data.documents).toEqual([
      expect.objectContaining({ kind: 'baa', evidence: { id: evidence.id, name: evidence.name }, expired: false }),
      expect.objectContaining({ kind: 'baa', evidence: { id: lapsed.id, name: lapsed.name }, expired: true }),
    ]);
    const [audit] = (await auditRowsFor(t.db, vendorAuditActions.documentLinked)).filter(
      (row) => row.resource === `vendor:${vendor.id}`,
    );
    expect(audit?.details).toContain(lapsed.name);

    const current = linked.json().data.documents[0].id as string;
    const unlinked = await vendors.unlink(manager, vendor.id, current);
    expect(unlinked.json().data.findings).toEqual([expect.objectContaining({ kind: 'expiredDocument' })]);
    expect(await auditRowsFor(t.db, vendorAuditActions.documentUnlinked)).toHaveLength(1);
  });

  it('names a restricted evidence item only to those cleared to read it, and counts it for everyone', async () => {
    const team = await vendorTeam(t);
    const { vendors, manager, auditor } = team;
    const vendor = await addedVendor(team, { dataCategories: ['health'] });
    const agreement = await uploaded(
      t.app,
      manager.token,
      policyFields({ name: 'Harbor BAA (signed)', confidentiality: 'restricted' }),
    );
    const linked = await vendors.link(manager, vendor.id, {
      kind: 'baa',
      evidenceId: agreement.id,
      expiresOn: inDays(90),
    });
    expect(linked.json().data.documents).toEqual([
      expect.objectContaining({ evidence: { id: agreement.id, name: 'Harbor BAA (signed)' } }),
    ]);
    const asAuditor = (await vendors.read(auditor, vendor.id)).json().data;
    expect(asAuditor).toMatchObject({
      findings: [],
      documents: [expect.objectContaining({ kind: 'baa', evidence: null })],
    });
    expect(JSON.stringify(asAuditor)).not.toContain('Harbor BAA');
  });

  it('shows the DPA finding for personal data on GDPR Art. 28, and counts vendors with findings as not in standing', async () => {
    const team = await vendorTeam(t);
    const { vendors, manager } = team;
    const vendor = await addedVendor(team, { dataCategories: ['personal'] });
    expect(vendor.findings).toEqual([expect.objectContaining({ documentKind: 'dpa', requirement: 'GDPR Art. 28' })]);
    expect((await vendors.list(manager)).json().data.vendors[0].findingsCount).toBe(1);
    expect((await reviewedSignal(t, manager.organizationId))?.value).toEqual({ compliant: 0, total: 1 });
    const evidence = await uploaded(t.app, manager.token);
    await vendors.link(manager, vendor.id, { kind: 'dpa', evidenceId: evidence.id, expiresOn: inDays(365) });
    expect((await vendors.read(manager, vendor.id)).json().data.findings).toEqual([]);
  });
});
