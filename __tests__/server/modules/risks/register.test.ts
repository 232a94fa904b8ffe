import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { added, day, riskBody, riskTeam } from './riskTeam';

const t = setupTestApp({ seed: false });

const auditActions = async (organizationId: string) =>
  (
    await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('organization_id', '=', organizationId)
      .where('action', 'like', 'Risk%')
      .orderBy('created_at')
      .execute()
  ).map((row) => row.action);

describe('the risk register', () => {
  it('stores a risk with its scores and linked controls and tasks, and audits each change', async () => {
    const team = await riskTeam(t);
    const task = await api(t.app, 'POST', '/api/tasks', {
      token: team.manager.token,
      body: { title: 'Rotate database passwords', dueDate: day(t.clock.now(), 30), priority: 'high' },
    });
    expect(task.statusCode).toBe(201);
    const taskId = task.json().data.id as string;

    const risk = await added(team);
    expect(risk).toMatchObject({
      category: 'security',
      owner: { id: team.manager.id, name: team.manager.name },
      controls: [{ framework: 'SOC2', controlId: 'CC6.1', name: 'Logical access security' }],
      inherent: { likelihood: 4, impact: 4, score: 16 },
      residual: { likelihood: 3, impact: 4, score: 12 },
      treatment: null,
      status: 'open',
      needsTreatment: false,
    });

    const mitigated = await team.risks.update(
      team.manager,
      risk.id,
      riskBody(team.manager.id, { taskIds: [taskId], treatment: { type: 'mitigate' } }),
    );
    expect(mitigated.statusCode).toBe(200);
    expect(mitigated.json().data).toMatchObject({
      treatment: { type: 'mitigate' },
      tasks: [{ id: taskId, title: 'Rotate database passwords' }],
    });
    const closed = await team.risks.update(
      team.manager,
      risk.id,
      riskBody(team.manager.id, { taskIds: [taskId], treatment: { type: 'mitigate' }, status: 'closed' }),
    );
    expect(closed.json().data.status).toBe('closed');
    expect((await team.risks.read(team.auditor, risk.id)).json().data.status).toBe('closed');
    expect((await team.risks.remove(team.manager, risk.id)).statusCode).toBe(200);
    expect((await team.risks.read(team.manager, risk.id)).statusCode).toBe(404);
    expect(await auditActions(team.admin.organizationId)).toEqual([
      'Risk Added',
      'Risk Treated',
      'Risk Closed',
      'Risk Deleted',
    ]);
  });

  it('flags a risk above the tolerance without treatment, and follows the tolerance the settings choose', async () => {
    const team = await riskTeam(t);
    const high = await added(team, { title: 'A high one', residual: { likelihood: 4, impact: 4 } });
    await added(team, { title: 'A moderate one', residual: { likelihood: 2, impact: 4 } });
    await added(team, {
      title: 'A high one, transferred',
      residual: { likelihood: 4, impact: 4 },
      treatment: { type: 'transfer', to: 'Cyber insurance policy with Northwind Mutual' },
    });

    const medium = (await team.risks.list(team.analyst, 'needsTreatment=true')).json().data;
    expect(medium.tolerance).toEqual({ level: 'medium', threshold: 12 });
    expect(medium.risks.map((risk: { id: string }) => risk.id)).toEqual([high.id]);
    expect(medium.risks[0].needsTreatment).toBe(true);
    const above = (await team.risks.list(team.analyst, 'aboveTolerance=true')).json().data;
    expect(above.risks.map((risk: { title: string }) => risk.title)).toEqual(['A high one', 'A high one, transferred']);

    expect((await team.risks.setTolerance(team.admin, 'low')).statusCode).toBe(200);
    const low = (await team.risks.list(team.analyst, 'needsTreatment=true')).json().data;
    expect(low.tolerance).toEqual({ level: 'low', threshold: 6 });
    expect(low.risks.map((risk: { title: string }) => risk.title)).toEqual(['A high one', 'A moderate one']);

    expect((await team.risks.setTolerance(team.admin, 'high')).statusCode).toBe(200);
    expect((await team.risks.list(team.analyst, 'needsTreatment=true')).json().data.risks).toEqual([]);
    const overview = (await team.risks.overview(team.auditor)).json().data;
    expect(overview).toMatchObject({ tolerance: { threshold: 16 }, open: 3, needsTreatment: 0 });
    expect(overview.residual[3][3]).toBe(2);
    expect(overview.residual[1][3]).toBe(1);
    expect(overview.inherent[3][3]).toBe(3);
  });

  it('shows an accepted risk past its expiry as a finding', async () => {
    const team = await riskTeam(t);
    const accepted = await added(team, {
      treatment: { type: 'accept', approverId: team.admin.id, expiresOn: day(t.clock.now(), 10) },
    });
    expect(accepted.treatment).toMatchObject({ type: 'accept', approver: { id: team.admin.id } });
    expect(accepted.acceptanceExpired).toBe(false);

    // Ten days on, as the register finds it: the acceptance lapsed yesterday.
    const lapsed = day(t.clock.now(), -1);
    await t.db.updateTable('risks').set({ acceptance_expires_on: lapsed }).where('id', '=', accepted.id).execute();
    expect((await team.risks.read(team.manager, accepted.id)).json().data.acceptanceExpired).toBe(true);
    expect((await team.risks.overview(team.manager)).json().data.acceptanceExpired).toBe(1);
    const edited = await team.risks.update(
      team.manager,
      accepted.id,
      riskBody(team.manager.id, {
        title: 'Renamed',
        treatment: { type: 'accept', approverId: team.admin.id, expiresOn: lapsed },
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.acceptanceExpired).toBe(true);
  });

  it('pages and filters on the server', async () => {
    const team = await riskTeam(t);
    for (const [index, category] of ['privacy', 'vendor', 'privacy'].entries()) {
      await added(team, { title: `Risk ${index}`, category });
    }
    await added(team, { title: 'Owned by the analyst', ownerId: team.analyst.id, category: 'operational' });
    const page = (await team.risks.list(team.manager, 'limit=2&page=2')).json().data;
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
    expect(page.risks.map((risk: { title: string }) => risk.title)).toEqual(['Risk 1', 'Risk 2']);
    const privacy = (await team.risks.list(team.manager, 'category=privacy')).json().data;
    expect(privacy.risks.map((risk: { title: string }) => risk.title)).toEqual(['Risk 0', 'Risk 2']);
    const owned = (await team.risks.list(team.manager, `owner=${team.analyst.id}`)).json().data;
    expect(owned.risks.map((risk: { title: string }) => risk.title)).toEqual(['Owned by the analyst']);
    expect((await team.risks.list(team.manager, 'treatment=none')).json().data.pagination.total).toBe(4);
    expect((await team.risks.list(team.manager, 'treatment=avoid')).json().data.pagination.total).toBe(0);
  });
});
