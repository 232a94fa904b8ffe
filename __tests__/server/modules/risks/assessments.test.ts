import { expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { added, day, riskBody, riskTeam } from './riskTeam';

const t = setupTestApp({ seed: false });

const riskSignal = (organizationId: string) =>
  t.db
    .selectFrom('security_signals')
    .select(['value', 'integration'])
    .where('organization_id', '=', organizationId)
    .where('key', '=', 'riskAssessment.completedAt')
    .execute();

describe('risk assessments', () => {
  it('records who took part and what changed since the previous one, and feeds the risk assessment check', async () => {
    const team = await riskTeam(t);
    const { manager, risks } = team;
    const first = await added(team, { title: 'Kept' });
    const closing = await added(team, { title: 'Closing' });
    const lastWeek = day(t.clock.now(), -7);
    const opening = await risks.recordAssessment(manager, {
      heldOn: lastWeek,
      participantIds: [manager.id, team.analyst.id],
      notes: 'First pass over the register.',
    });
    expect(opening.statusCode).toBe(201);
    expect(opening.json().data).toMatchObject({
      heldOn: lastWeek,
      participants: [{ id: manager.id }, { id: team.analyst.id }],
      changes: { added: [{ title: 'Closing' }, { title: 'Kept' }], closed: [], rescored: [] },
      openRisks: 2,
      recordedBy: manager.name,
    });
    expect(await riskSignal(team.admin.organizationId)).toEqual([
      { value: JSON.stringify(`${lastWeek}T00:00:00.000Z`), integration: 'risks' },
    ]);

    await risks.update(
      manager,
      first.id,
      riskBody(manager.id, { title: 'Kept', residual: { likelihood: 2, impact: 4 } }),
    );
    await risks.update(manager, closing.id, riskBody(manager.id, { title: 'Closing', status: 'closed' }));
    await added(team, { title: 'New' });
    t.clock.advance(60_000);
    const today = day(t.clock.now(), 0);
    const second = await risks.recordAssessment(manager, { heldOn: today, participantIds: [team.admin.id] });
    expect(second.json().data.changes).toEqual({
      added: [{ id: expect.any(String), title: 'New' }],
      closed: [{ id: closing.id, title: 'Closing' }],
      rescored: [{ id: first.id, title: 'Kept', from: 12, to: 8 }],
    });
    expect(second.json().data.openRisks).toBe(2);
    expect(await riskSignal(team.admin.organizationId)).toEqual([
      { value: JSON.stringify(`${today}T00:00:00.000Z`), integration: 'risks' },
    ]);
    const listed = (await risks.assessments(team.auditor)).json().data.assessments;
    expect(listed.map((assessment: { heldOn: string }) => assessment.heldOn)).toEqual([today, lastWeek]);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('organization_id', '=', team.admin.organizationId)
      .where('action', '=', 'Risk Assessment Completed')
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('refuses a future day, an outsider or no participant, naming the field', async () => {
    const team = await riskTeam(t);
    const { manager, risks } = team;
    const today = day(t.clock.now(), 0);
    expectFailure(
      await risks.recordAssessment(manager, { heldOn: day(t.clock.now(), 2), participantIds: [manager.id] }),
      400,
      /^heldOn: /,
    );
    expectFailure(await risks.recordAssessment(manager, { heldOn: today, participantIds: [] }), 400, /^participantIds/);
    expectFailure(
      await risks.recordAssessment(manager, { heldOn: today, participantIds: [manager.id, 'someone-else'] }),
      400,
      /^participantIds: /,
    );
    expectFailure(
      await risks.recordAssessment(manager, { heldOn: 'yesterday', participantIds: [manager.id] }),
      400,
      /^heldOn/,
    );
    expect((await risks.assessments(manager)).json().data.assessments).toEqual([]);
    expect(await riskSignal(team.admin.organizationId)).toEqual([]);
  });
});
