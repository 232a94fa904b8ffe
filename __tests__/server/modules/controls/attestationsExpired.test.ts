import type { ControlIssue } from '@/contracts/dashboard';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { approvedAttestation, assessAndReadHeatmap, inDays } from '../../helpers/controls';
import { signal } from '../../helpers/compliance';
import { uploaded } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });
const dayMs = 24 * 60 * 60 * 1000;
const check = 'training.completionPct';

/** An organisation whose security awareness training was attested for 30 days and approved by a second member. */
const attestedFor30Days = async () => {
  const admin = await registerAccount(t.app);
  const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
  const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
  const record = await uploaded(t.app, analyst.token);
  const tokens = { attester: analyst.token, approver: manager.token };
  const attest = (validUntil: string) =>
    approvedAttestation(t.app, tokens, { check, value: 100, evidenceId: record.id, validUntil });
  const validUntil = inDays(t.clock.now(), 30);
  await attest(validUntil);
  return { admin, analyst, manager, validUntil, attest };
};

/** The issues of CC1.4 (competence: training and screening) as the heat map shows them after a fresh assessment. */
const cc14Issues = async (token: string): Promise<ControlIssue[]> => {
  const heatmap = await assessAndReadHeatmap(t.app, token, 'SOC2');
  return Object.values(heatmap.categories)
    .flat()
    .find((tile) => tile.id === 'CC1.4')!.issues;
};

const trainingIssues = async (token: string) =>
  (await cc14Issues(token)).filter((issue) => issue.check === 'Security awareness training');

const pastValidity = async (email: string, password: string) => {
  t.clock.advance(31 * dayMs);
  return signIn(t.app, email, password);
};

describe('an expired attestation', () => {
  it('says on the heat map that it expired and to attest again, naming who attested and approved it', async () => {
    const { admin, analyst, manager, validUntil } = await attestedFor30Days();
    expect(await trainingIssues(admin.token)).toEqual([]);

    const token = await pastValidity(admin.email, admin.password);
    expect(await trainingIssues(token)).toEqual([
      expect.objectContaining({
        description: `The attestation of Security awareness training expired on ${validUntil}: attest again`,
        source: `attestation by ${analyst.name}, approved by ${manager.name}`,
      }),
    ]);
  });

  it('replaces what an older import said, but a newer import wins', async () => {
    const { admin, validUntil } = await attestedFor30Days();
    const before = new Date(t.clock.now().getTime() - dayMs).toISOString();
    await recordSignals(t.db, admin.organizationId, [signal(check, 40, before)]);
    const token = await pastValidity(admin.email, admin.password);
    expect((await trainingIssues(token)).map((issue) => issue.description)).toEqual([
      `The attestation of Security awareness training expired on ${validUntil}: attest again`,
    ]);

    await recordSignals(t.db, admin.organizationId, [signal(check, 60, t.clock.now().toISOString())]);
    t.clock.advance(1000);
    expect((await trainingIssues(token)).map((issue) => issue.description)).toEqual([
      'Only 60% of staff completed security awareness training (target 95%)',
    ]);
  });

  it('gives way to a newer attestation that still stands', async () => {
    const { admin, attest } = await attestedFor30Days();
    t.clock.advance(1000);
    await attest(inDays(t.clock.now(), 90));
    const token = await pastValidity(admin.email, admin.password);
    expect(await trainingIssues(token)).toEqual([]);
  });
});
