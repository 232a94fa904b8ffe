import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

type ListedRisk = {
  title: string;
  status: string;
  treatment: { type: string } | null;
  needsTreatment: boolean;
  acceptanceExpired: boolean;
  controls: { controlId: string; name: string }[];
};

describe('the demo organisation’s risk register', () => {
  it('holds a dozen risks with every treatment, one lapsed acceptance, one untreated above tolerance', async () => {
    const token = await signIn(t.app);
    const { risks, pagination } = (await api(t.app, 'GET', '/api/risks?limit=100', { token })).json().data;
    expect(pagination.total).toBe(12);
    const treatments = new Set(risks.map((risk: ListedRisk) => risk.treatment?.type ?? 'none'));
    expect([...treatments].sort()).toEqual(['accept', 'avoid', 'mitigate', 'none', 'transfer']);
    expect(risks.filter((risk: ListedRisk) => risk.acceptanceExpired).map((risk: ListedRisk) => risk.title)).toEqual([
      'Legacy reporting server runs an unsupported operating system',
    ]);
    expect(risks.filter((risk: ListedRisk) => risk.needsTreatment).map((risk: ListedRisk) => risk.title)).toEqual([
      'Unrecoverable data loss after a ransomware attack',
    ]);
    for (const control of risks.flatMap((risk: ListedRisk) => risk.controls)) {
      expect(control.name).not.toBe(control.controlId);
    }
    const { assessments } = (await api(t.app, 'GET', '/api/risks/assessments', { token })).json().data;
    expect(assessments).toHaveLength(1);
    const heldDaysAgo = (t.clock.now().getTime() - Date.parse(assessments[0].heldOn)) / 86_400_000;
    expect(heldDaysAgo).toBeGreaterThan(60);
    expect(assessments[0].changes.added.length).toBeGreaterThan(5);
    const signal = await t.db
      .selectFrom('security_signals')
      .select('integration')
      .where('key', '=', 'riskAssessment.completedAt')
      .where('integration', '=', 'risks')
      .execute();
    expect(signal).toHaveLength(1);
  });
});
