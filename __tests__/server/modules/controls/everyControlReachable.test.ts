import { frameworkIds } from '@/contracts/enums';
import type { Heatmap } from '@/contracts/dashboard';
import { frameworks } from '../../../../server/src/frameworks';
import {
  approvedAttestation,
  assessAndReadHeatmap,
  controlDetails,
  inDays,
  meetingAnswer,
} from '../../helpers/controls';
import { uploaded } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const tiles = (heatmap: Heatmap) => Object.values(heatmap.categories).flat();

describe('every control of the four frameworks, for a new organisation', () => {
  it('reaches passed through the screens’ own calls, each green backed by evidence it lists', async () => {
    const account = await registerAccount(t.app);
    const analyst = await addSignedInMember(t.app, t.db, account.organizationId, 'Security Analyst');
    const manager = await addSignedInMember(t.app, t.db, account.organizationId, 'Compliance Manager');
    const tokens = { attester: analyst.token, approver: manager.token };
    const record = await uploaded(t.app, analyst.token);

    const before = await assessAndReadHeatmap(t.app, account.token, 'SOC2');
    expect(tiles(before).some((tile) => tile.status !== 'passed')).toBe(true);

    const today = t.clock.now().toISOString().slice(0, 10);
    const attested = new Set<string>();
    for (const framework of frameworkIds) {
      for (const control of frameworks[framework].controls) {
        const details = await controlDetails(t.app, analyst.token, framework, control.id);
        for (const check of details.checks) {
          const attestable = check.waysIn.some((way) => way.kind === 'attestation');
          if (!attestable || attested.has(check.id)) continue;
          await approvedAttestation(t.app, tokens, {
            check: check.id,
            value: meetingAnswer(check, today),
            evidenceId: record.id,
            validUntil: inDays(t.clock.now(), 365),
          });
          attested.add(check.id);
        }
      }
    }

    for (const framework of frameworkIds) {
      const heatmap = await assessAndReadHeatmap(t.app, account.token, framework);
      const controls = frameworks[framework].controls;
      expect(heatmap.summary).toEqual({ total: controls.length, passed: controls.length, warning: 0, critical: 0 });
      for (const control of controls) {
        const details = await controlDetails(t.app, account.token, framework, control.id);
        const backed = details.checks.filter((check) => check.attestation?.status === 'approved');
        expect(backed.length).toBeGreaterThan(0);
        for (const check of backed) expect(check.attestation?.evidence).toEqual({ id: record.id, name: record.name });
      }
    }
  });
});
