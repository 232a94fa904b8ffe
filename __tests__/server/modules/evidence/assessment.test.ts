import { decideEvidence, pdfFile, policyFields, uploaded } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { loadEffectiveSignals } from '../../../../server/src/modules/signals/service';
import { api, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

type HeatmapControl = { id: string; status: string; score: number; issues: string[] };
type HeatmapRow = Omit<HeatmapControl, 'issues'> & { issues: { description: string }[] };

/** Runs a GDPR assessment through the API, waits for it, and answers Art. 5 as the heat map shows it. */
const assessArticle5 = async (token: string): Promise<HeatmapControl> => {
  const started = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: { framework: 'GDPR' } });
  if (started.statusCode !== 202) throw new Error(`run-assessment answered ${started.statusCode} ${started.body}`);
  const [{ id }] = started.json().data.runs as { id: string }[];
  for (let polls = 0; polls < 500; polls += 1) {
    const run = (await api(t.app, 'GET', `/api/dashboard/assessment-runs/${id}`, { token })).json().data;
    if (run.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const heatmap = (await api(t.app, 'GET', '/api/dashboard/compliance-heatmap?framework=GDPR', { token })).json().data;
  const control = (Object.values(heatmap.categories) as HeatmapRow[][]).flat().find((item) => item.id === 'Art. 5');
  if (!control) throw new Error('the heat map has no Art. 5');
  return { ...control, issues: control.issues.map((issue) => issue.description) };
};

const noRetentionPolicy = 'No data retention and disposal policy is defined';

const retentionPolicy = (overrides: Record<string, string> = {}) =>
  policyFields({
    name: 'Data Retention Policy',
    controls: JSON.stringify([{ framework: 'GDPR', controlId: 'Art. 5' }]),
    ...overrides,
  });

describe('approved evidence in the next assessment', () => {
  let token: string;
  /** Another member than the uploader: nobody reviews their own upload. */
  let reviewer: string;
  beforeAll(async () => {
    token = await signIn(t.app);
    reviewer = (await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager')).token;
  });

  it('raises the control an approved policy covers, and only once it is approved', async () => {
    const before = await assessArticle5(token);
    expect(before.issues).toContain(noRetentionPolicy);

    const policy = await uploaded(t.app, token, retentionPolicy(), { name: 'retention.pdf', content: pdfFile() });
    expect((await assessArticle5(token)).issues).toContain(noRetentionPolicy);

    await decideEvidence(t.app, reviewer, policy.id, { decision: 'approve' });
    const after = await assessArticle5(token);
    expect(after.issues).not.toContain(noRetentionPolicy);
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('stops counting evidence once it has expired', async () => {
    const validUntil = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const policy = await uploaded(
      t.app,
      token,
      retentionPolicy({ name: 'Retention policy (short-lived)', validUntil }),
    );
    await decideEvidence(t.app, reviewer, policy.id, { decision: 'approve' });
    await t.db
      .updateTable('evidence_items')
      .set({ status: 'rejected' })
      .where('name', '=', 'Data Retention Policy')
      .execute();
    expect((await assessArticle5(token)).issues).not.toContain(noRetentionPolicy);
    t.clock.advance(4 * 86_400_000);
    // Four days on, the session has ended too.
    token = await signIn(t.app);
    expect((await assessArticle5(token)).issues).toContain(noRetentionPolicy);
  });

  it('never lets a document stand in for a technical check', async () => {
    const mfa = await uploaded(
      t.app,
      token,
      policyFields({ name: 'MFA policy', controls: JSON.stringify([{ framework: 'SOC2', controlId: 'CC6.1' }]) }),
    );
    await decideEvidence(t.app, reviewer, mfa.id, { decision: 'approve' });
    const signals = await loadEffectiveSignals(t.db, await demoOrganizationId(t.db), t.clock.now());
    const fromEvidence = signals.filter((signal) => signal.source.startsWith('evidence: '));
    expect(fromEvidence.map((signal) => signal.key)).not.toContain('mfa.enforced');
    expect(signals.find((signal) => signal.key === 'mfa.enforced')?.source).not.toMatch(/^evidence/);
  });
});
