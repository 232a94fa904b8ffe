import { missingPermissionMessage } from '@/contracts/permissions';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { added, day, riskBody, riskTeam } from './riskTeam';

const t = setupTestApp({ seed: false });

describe('who may do what with the risk register', () => {
  it('lets Analysts and Auditors read, Compliance Managers write, and Viewers nothing', async () => {
    const team = await riskTeam(t);
    const risk = await added(team);
    const manage = missingPermissionMessage('risks:manage');
    expectFailure(await team.risks.create(team.analyst, riskBody(team.analyst.id)), 403, manage);
    expectFailure(await team.risks.update(team.auditor, risk.id, riskBody(team.manager.id)), 403, manage);
    expectFailure(await team.risks.remove(team.analyst, risk.id), 403, manage);
    expectFailure(await team.risks.recordAssessment(team.analyst, { heldOn: day(t.clock.now(), 0) }), 403, manage);
    expectFailure(await team.risks.acceptSuggestion(team.auditor, 'mfa.enforced'), 403, manage);
    expect((await team.risks.read(team.analyst, risk.id)).statusCode).toBe(200);
    expect((await team.risks.list(team.auditor)).statusCode).toBe(200);
    const read = missingPermissionMessage('risks:read');
    expectFailure(await team.risks.list(team.viewer), 403, read);
    expectFailure(await team.risks.overview(team.viewer), 403, read);
    expectFailure(await team.risks.suggestions(team.viewer), 403, read);
    expectFailure(await team.risks.assessments(team.viewer), 403, read);
    expectFailure(await api(t.app, 'GET', '/api/risks/options', { token: team.viewer.token }), 403, read);
    const options = (await api(t.app, 'GET', '/api/risks/options', { token: team.analyst.token })).json().data;
    const canApprove = Object.fromEntries(
      options.members.map((member: { id: string; canApprove: boolean }) => [member.id, member.canApprove]),
    );
    expect(canApprove).toMatchObject({ [team.admin.id]: true, [team.manager.id]: true, [team.analyst.id]: false });
    expect(options.controls).toContainEqual({ framework: 'SOC2', controlId: 'CC6.1', name: 'Logical access security' });
  });

  it("answers another organisation's risk with a 404 and lists none of it", async () => {
    const team = await riskTeam(t);
    const risk = await added(team);
    const stranger = await registerAccount(t.app, { email: 'risk.stranger@elsewhere.example', company: 'Elsewhere' });
    expectFailure(await team.risks.read(stranger, risk.id), 404, 'Risk not found');
    expectFailure(await team.risks.update(stranger, risk.id, riskBody(stranger.id)), 404, 'Risk not found');
    expectFailure(await team.risks.remove(stranger, risk.id), 404, 'Risk not found');
    expect((await team.risks.list(stranger)).json().data.risks).toEqual([]);
    expect((await team.risks.read(team.manager, risk.id)).json().data.title).toBe(risk.title);
  });

  it("refuses another organisation's member, task or approver, naming the field", async () => {
    const team = await riskTeam(t);
    const stranger = await registerAccount(t.app, { email: 'owner.stranger@elsewhere.example', company: 'Else' });
    const { manager, risks } = team;
    expectFailure(await risks.create(manager, riskBody(stranger.id)), 400, /^ownerId: /);
    expectFailure(await risks.create(manager, riskBody(manager.id, { taskIds: ['nope'] })), 400, /^taskIds: /);
    const acceptedBy = (approverId: string, expiresOn = day(t.clock.now(), 30)) =>
      riskBody(manager.id, { treatment: { type: 'accept', approverId, expiresOn } });
    expectFailure(await risks.create(manager, acceptedBy(stranger.id)), 400, /^treatment\.approverId: /);
    expectFailure(await risks.create(manager, acceptedBy(team.analyst.id)), 400, /^treatment\.approverId: /);
    expectFailure(
      await risks.create(manager, acceptedBy(team.admin.id, day(t.clock.now(), 0))),
      400,
      /^treatment\.expiresOn: /,
    );
    expect((await risks.list(manager)).json().data.pagination.total).toBe(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const team = await riskTeam(t);
    const { manager, risks } = team;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /^title/],
      [{ category: 'weather' }, /^category must be one of/],
      [{ inherent: { likelihood: 6, impact: 2 } }, /^inherent\.likelihood must be at most 5/],
      [{ residual: { likelihood: 0, impact: 2 } }, /^residual\.likelihood must be at least 1/],
      [{ residual: { likelihood: 5, impact: 5 } }, /^residual: /],
      [{ controls: [{ framework: 'SOC2', controlId: 'CC99.9' }] }, /^controls: unknown control SOC2 CC99\.9/],
      [{ treatment: { type: 'mitigate' }, controls: [] }, /^treatment: /],
      [{ treatment: { type: 'transfer', to: '' } }, /^treatment\.to/],
      [{ treatment: { type: 'accept', approverId: manager.id } }, /^treatment\.expiresOn/],
      [{ reviewOn: '2027-02-30' }, /^reviewOn must be a date/],
      [{ status: 'archived' }, /^status must be one of/],
    ];
    for (const [override, message] of cases) {
      expectFailure(await risks.create(manager, riskBody(manager.id, override)), 400, message);
    }
    expectFailure(await risks.list(manager, 'category=weather'), 400, /category/);
    expectFailure(await risks.list(manager, 'limit=101'), 400, /^limit/);
    expect((await risks.list(manager)).json().data.pagination.total).toBe(0);
  });
});
