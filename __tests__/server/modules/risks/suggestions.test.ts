import { recordSignals } from '../../../../server/src/modules/signals/service';
import { assess } from '../../helpers/assessments';
import { perfectPosture, signal } from '../../helpers/compliance';
import { expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { riskTeam } from './riskTeam';

const t = setupTestApp({ seed: false });

/** Every check passes but MFA (enforced for 3 of 10 users) and backup restore tests (last done 200 days ago). */
const failMfaAndBackups = async (organizationId: string) => {
  const now = t.clock.now();
  await recordSignals(t.db, organizationId, [
    ...perfectPosture(now),
    signal('mfa.enforced', { compliant: 3, total: 10 }, now.toISOString()),
    signal('backups.tested', new Date(now.getTime() - 200 * 86_400_000).toISOString(), now.toISOString()),
  ]);
  await assess(t.db, { organizationId, framework: 'SOC2', startedBy: null, clock: t.clock.now });
};

describe('risks suggested from failing checks', () => {
  it('proposes a risk for each failing check of the catalogue, and adds one in a click', async () => {
    const team = await riskTeam(t);
    expect((await team.risks.suggestions(team.manager)).json().data.suggestions).toEqual([]);
    await failMfaAndBackups(team.admin.organizationId);

    const suggestions = (await team.risks.suggestions(team.analyst)).json().data.suggestions;
    expect(suggestions.map((suggestion: { checkId: string }) => suggestion.checkId).sort()).toEqual([
      'backups.tested',
      'mfa.enforced',
    ]);
    const mfa = suggestions.find((suggestion: { checkId: string }) => suggestion.checkId === 'mfa.enforced');
    expect(mfa).toMatchObject({ category: 'security', checkName: 'MFA enforcement' });
    expect(mfa.controls).toContainEqual({ framework: 'SOC2', controlId: 'CC6.1' });

    const accepted = await team.risks.acceptSuggestion(team.manager, 'mfa.enforced');
    expect(accepted.statusCode).toBe(201);
    const risk = accepted.json().data;
    expect(risk).toMatchObject({
      title: mfa.title,
      sourceCheck: 'mfa.enforced',
      owner: { id: team.manager.id },
      inherent: { likelihood: mfa.likelihood, impact: mfa.impact },
      treatment: null,
    });
    expect(risk.controls.map((control: { controlId: string }) => control.controlId)).toEqual(
      mfa.controls.map((control: { controlId: string }) => control.controlId),
    );
    const left = (await team.risks.suggestions(team.manager)).json().data.suggestions;
    expect(left.map((suggestion: { checkId: string }) => suggestion.checkId)).toEqual(['backups.tested']);
    expectFailure(await team.risks.acceptSuggestion(team.manager, 'mfa.enforced'), 404, /^Suggestion not found/);
    expectFailure(await team.risks.acceptSuggestion(team.manager, 'aws.rootMfa'), 404, /^Suggestion not found/);
  });
});
