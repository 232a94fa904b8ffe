import { policySignalSource } from '../../../../server/src/modules/policies/policySignals';
import { assetSignalSource } from '../../../../server/src/modules/assets/assetSignals';
import { vendorSignalSource } from '../../../../server/src/modules/vendors/vendorSignals';
import type { ControlSettings } from '@/contracts/controlSettings';
import type { Attestation } from '@/contracts/attestations';
import { demoDataSource } from '../../../../server/src/demo/posture';
import { assessAndReadHeatmap, controlDetails } from '../../helpers/controls';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

describe('the demo organisation’s controls', () => {
  it('have owners by category, some left to assign, and two approved exclusions', async () => {
    const token = await signIn(t.app);
    const soc2 = (await api(t.app, 'GET', '/api/controls?framework=SOC2', { token })).json().data as ControlSettings[];
    const owned = soc2.filter((control) => control.owner !== null);
    expect(owned.length).toBeGreaterThan(30);
    expect(soc2.some((control) => control.owner === null)).toBe(true);
    expect(soc2.find((control) => control.controlId === 'CC6.1')).toMatchObject({
      owner: { name: 'Jordan Lee' },
      implementationStatus: 'implemented',
    });

    const iso = await assessAndReadHeatmap(t.app, token, 'ISO27001');
    expect(iso.excluded).toEqual([expect.objectContaining({ id: 'A.7.12' })]);
    const gdpr = await controlDetails(t.app, token, 'GDPR', 'Art. 8');
    expect(gdpr.applicability).toMatchObject({ state: 'excluded', decidedBy: { name: 'Alex Morgan' } });
  });

  it('have attestations with evidence: approved ones count, one awaits review', async () => {
    const token = await signIn(t.app);
    const attestations = (await api(t.app, 'GET', '/api/attestations', { token })).json().data as Attestation[];
    const byCheck = new Map(attestations.map((attestation) => [attestation.check, attestation]));
    expect(byCheck.get('training.completionPct')).toMatchObject({
      status: 'approved',
      attestedBy: { name: 'Jordan Lee' },
      reviewedBy: { name: 'Priya Shah' },
    });
    expect(byCheck.get('riskAssessment.completedAt')?.status).toBe('pending');

    const heatmap = await assessAndReadHeatmap(t.app, token, 'SOC2');
    const tiles = Object.values(heatmap.categories).flat();
    // No connector synced here: a finding is seeded demo data, the attestation it comes from, the policies in force,
    // the vendor register or the asset inventory.
    const sources = new Set(tiles.flatMap((tile) => tile.issues.map((issue) => issue.source)));
    expect([...sources].sort()).toEqual([
      assetSignalSource,
      demoDataSource,
      policySignalSource,
      vendorSignalSource,
      'attestation by Jordan Lee, approved by Priya Shah',
    ]);
  });
});
