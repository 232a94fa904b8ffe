import type { Attestation } from '@/contracts/attestations';
import { missingPermissionMessage } from '@/contracts/permissions';
import { attestationAuditActions } from '../../../../server/src/modules/attestations/auditActions';
import {
  attestationNotFound,
  evidenceNotFound,
  selfAttestationMessage,
} from '../../../../server/src/modules/attestations/service';
import { upsertSignal } from '../../../../server/src/modules/signals/repository';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { assessAndReadHeatmap, attest, controlDetails, inDays, reviewAttestation } from '../../helpers/controls';
import { signal } from '../../helpers/compliance';
import { uploaded } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });
const dayMs = 24 * 60 * 60 * 1000;

const organisation = async () => {
  const admin = await registerAccount(t.app);
  const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
  const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
  const record = await uploaded(t.app, analyst.token);
  return { admin, analyst, manager, record };
};

const cc14Status = async (token: string) => {
  const heatmap = await assessAndReadHeatmap(t.app, token, 'SOC2');
  return Object.values(heatmap.categories)
    .flat()
    .find((tile) => tile.id === 'CC1.4')!;
};

describe('attesting a procedural check', () => {
  it('counts once another member approves it, is audited, and turns stale when it expires', async () => {
    const { admin, analyst, manager, record } = await organisation();
    expect((await cc14Status(admin.token)).status).toBe('critical');
    const validUntil = inDays(t.clock.now(), 30);
    const submitted = await attest(t.app, analyst.token, {
      check: 'backgroundChecks.completedPct',
      value: 100,
      evidenceId: record.id,
      validUntil,
    });
    expect(submitted.statusCode).toBe(201);
    const pending = submitted.json().data as Attestation;
    expect(pending).toMatchObject({ status: 'pending', attestedBy: { id: analyst.id }, evidence: { id: record.id } });

    const details = await controlDetails(t.app, analyst.token, 'SOC2', 'CC1.4');
    const screening = details.checks.find((check) => check.id === 'backgroundChecks.completedPct');
    expect(screening).toMatchObject({
      answer: 'percent',
      waysIn: [{ kind: 'attestation' }],
      attestation: { id: pending.id },
    });

    t.clock.advance(1000);
    expect((await cc14Status(admin.token)).issues.map((issue) => issue.description)).toContain(
      'No evidence recorded for Background screening',
    );
    expectFailure(
      await reviewAttestation(t.app, analyst.token, pending.id, 'approve'),
      403,
      missingPermissionMessage('attestations:review'),
    );
    const approved = (await reviewAttestation(t.app, manager.token, pending.id, 'approve')).json().data as Attestation;
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: { id: manager.id }, selfReviewed: false });
    expectFailure(await reviewAttestation(t.app, admin.token, pending.id, 'approve'), 409, /already reviewed/);

    t.clock.advance(1000);
    const attested = await cc14Status(admin.token);
    expect(attested.issues.map((issue) => issue.description)).not.toContain(
      'No evidence recorded for Background screening',
    );
    expect((await auditRowsFor(t.db, attestationAuditActions.submitted)).map((row) => row.details)).toEqual([
      `${analyst.name} attested Background screening (100) with ${record.name}, valid until ${validUntil}`,
    ]);
    expect((await auditRowsFor(t.db, attestationAuditActions.approved)).map((row) => row.details)).toEqual([
      `${manager.name} approved the attestation of Background screening by ${analyst.name}`,
    ]);

    t.clock.advance(31 * dayMs);
    const token = await signIn(t.app, admin.email, admin.password);
    const stale = await cc14Status(token);
    expect(stale.issues.map((issue) => issue.description)).toContain(
      `The attestation of Background screening expired on ${validUntil}: attest again`,
    );
    const listed = (await api(t.app, 'GET', '/api/attestations?check=backgroundChecks.completedPct', { token })).json()
      .data as Attestation[];
    expect(listed.map((item) => item.status)).toEqual(['expired']);
  });

  it('replaces an older import, but never what a connector measured', async () => {
    const { admin, analyst, manager, record } = await organisation();
    const old = new Date(t.clock.now().getTime() - 10 * dayMs).toISOString();
    await recordSignals(t.db, admin.organizationId, [signal('training.completionPct', 40, old)]);
    await upsertSignal(t.db, admin.organizationId, {
      key: 'mfa.enforced',
      value: { compliant: 1, total: 4 },
      source: 'Okta',
      observedAt: old,
      integration: 'okta',
    });
    for (const [check, value] of [
      ['training.completionPct', 100],
      ['mfa.enforced', { compliant: 4, total: 4 }],
    ] as const) {
      const submitted = (
        await attest(t.app, analyst.token, {
          check,
          value,
          evidenceId: record.id,
          validUntil: inDays(t.clock.now(), 90),
        })
      ).json().data as Attestation;
      await reviewAttestation(t.app, manager.token, submitted.id, 'approve');
    }
    const heatmap = await assessAndReadHeatmap(t.app, admin.token, 'SOC2');
    const issues = Object.values(heatmap.categories)
      .flat()
      .flatMap((tile) => tile.issues.map((issue) => issue.description));
    expect(issues.some((issue) => issue.startsWith('Only 40% of staff completed'))).toBe(false);
    expect(issues).toContain('MFA is not enforced for 3 of 4 users');
    const mfa = (await controlDetails(t.app, admin.token, 'SOC2', 'CC6.1')).checks.find(
      (check) => check.id === 'mfa.enforced',
    );
    expect(mfa?.waysIn[0]).toEqual({ kind: 'integration', integrations: ['aws', 'azure', 'github', 'gitlab', 'okta'] });
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const { analyst, record } = await organisation();
    const other = await organisation();
    const good = {
      check: 'training.completionPct',
      value: 97,
      evidenceId: record.id,
      validUntil: inDays(t.clock.now(), 90),
    };
    const refused = async (body: Record<string, unknown>, status: number, message: string | RegExp) =>
      expectFailure(await attest(t.app, analyst.token, { ...good, ...body } as typeof good), status, message);
    await refused({ check: 'nothing.here' }, 400, 'check: Unknown check "nothing.here"');
    await refused({ check: 'aws.rootMfa' }, 400, /^check: .* is measured by aws and cannot be attested$/);
    await refused({ value: 140 }, 400, /^value: .*\(Security awareness training takes a percent\)$/);
    await refused({ value: { compliant: 1 } }, 400, /^value:/);
    await refused(
      { check: 'backups.tested', value: inDays(t.clock.now(), 3) },
      400,
      'value: the day it was done cannot be in the future',
    );
    await refused({ validUntil: inDays(t.clock.now(), -1) }, 400, 'validUntil must be after today');
    await refused({ validUntil: inDays(t.clock.now(), 500) }, 400, 'validUntil must be within 400 days');
    await refused({ validUntil: '2027-02-30' }, 400, 'validUntil must be a date (YYYY-MM-DD)');
    await refused({ statement: 'ok' }, 400, /^statement/);
    await refused({ evidenceId: 'x' }, 400, /^evidenceId/);
    await refused({ evidenceId: other.record.id }, 404, evidenceNotFound);
    const stored = await t.db
      .selectFrom('attestations')
      .select('id')
      .where('organization_id', '=', analyst.organizationId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('is refused to roles without the permission, and another organisation’s attestation is not there', async () => {
    const { admin, analyst, record } = await organisation();
    const other = await organisation();
    for (const role of ['Auditor', 'Viewer'] as const) {
      const member = await addSignedInMember(t.app, t.db, admin.organizationId, role);
      const body = {
        check: 'training.completionPct',
        value: 97,
        evidenceId: record.id,
        validUntil: inDays(t.clock.now(), 9),
      };
      expectFailure(await attest(t.app, member.token, body), 403, missingPermissionMessage('attestations:submit'));
    }
    const mine = (
      await attest(t.app, analyst.token, {
        check: 'training.completionPct',
        value: 97,
        evidenceId: record.id,
        validUntil: inDays(t.clock.now(), 9),
      })
    ).json().data as Attestation;
    expectFailure(await reviewAttestation(t.app, other.manager.token, mine.id, 'approve'), 404, attestationNotFound);
    expect((await api(t.app, 'GET', '/api/attestations', { token: other.admin.token })).json().data).toEqual([]);
  });

  it('is approved by the one who made it only where self-review is allowed', async () => {
    const { manager, record } = await organisation();
    const mine = (
      await attest(t.app, manager.token, {
        check: 'vendors.reviewed',
        value: { compliant: 5, total: 5 },
        evidenceId: record.id,
        validUntil: inDays(t.clock.now(), 9),
      })
    ).json().data as Attestation;
    expectFailure(await reviewAttestation(t.app, manager.token, mine.id, 'approve'), 403, selfAttestationMessage);
    const rejected = await reviewAttestation(t.app, manager.token, mine.id, 'reject');
    expect(rejected.statusCode).toBe(403);
  });
});
