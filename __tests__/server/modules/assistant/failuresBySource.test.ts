import { composeAnswer } from '../../../../server/src/modules/assistant/composer/compose';
import { createKnowledgeIndex } from '../../../../server/src/modules/assistant/knowledge';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { assess } from '../../helpers/assessments';
import { perfectPosture } from '../../helpers/compliance';
import { registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });
const index = createKnowledgeIndex();

describe('"Which of our controls are failing because of GitHub?"', () => {
  it('lists the controls failing on what GitHub reported, not advice, and none failing for other reasons', async () => {
    const admin = await registerAccount(t.app);
    await recordSignals(t.db, admin.organizationId, perfectPosture(t.clock.now()));
    t.clock.advance(60_000);
    const observedAt = t.clock.now().toISOString();
    await recordSignals(t.db, admin.organizationId, [
      { key: 'sourceControl.branchProtection', value: { compliant: 3, total: 10 }, source: 'GitHub', observedAt },
      { key: 'training.completionPct', value: 20, source: 'attestation by Jordan, approved by Priya', observedAt },
    ]);
    await assess(t.db, {
      organizationId: admin.organizationId,
      framework: 'SOC2',
      startedBy: null,
      clock: t.clock.now,
    });
    const asker = { organizationId: admin.organizationId, role: 'Admin' as const };

    const answer = await composeAnswer(
      { db: t.db },
      index,
      asker,
      'Which of our controls are failing because of GitHub?',
    );
    expect(answer.content).toMatch(/^\d+ controls? fails? on what GitHub reports/);
    expect(answer.content).toContain('CC8.1');
    expect(answer.content).toContain('repositories accept changes to the default branch without an approving review');
    expect(answer.sources.length).toBeGreaterThan(0);
    const cited = answer.sources.map((source) => source.label);
    expect(cited).not.toContain('CC1.4');

    const none = await composeAnswer({ db: t.db }, index, asker, 'Which controls fail because of Okta?');
    expect(none.content).toMatch(/^No control fails .* Okta reports/);
    expect(none.sources).toEqual([]);
  });
});
