import { missingPermissionMessage } from '@/contracts/permissions';
import { assess } from '../../helpers/assessments';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

describe('who may do what with policies', () => {
  it('lets members read and accept, Compliance Managers write and publish, and no one else write', async () => {
    const team = await policyTeam(t);
    const { policies, viewer, analyst, auditor, policyId } = team;
    expectFailure(await policies.generate(viewer, 'backup'), 403, missingPermissionMessage('policies:manage'));
    expectFailure(
      await policies.saveDraft(analyst, policyId, '# Mine'),
      403,
      missingPermissionMessage('policies:manage'),
    );
    expectFailure(
      await policies.setProfile(auditor, { legalName: 'X' }),
      403,
      missingPermissionMessage('policies:manage'),
    );
    expectFailure(await policies.submit(viewer, policyId), 403, missingPermissionMessage('policies:manage'));
    expect((await policies.submit(team.manager, policyId)).statusCode).toBe(200);
    expectFailure(await policies.approve(analyst, policyId), 403, missingPermissionMessage('policies:approve'));
    expect((await policies.read(viewer, policyId)).statusCode).toBe(200);

    expect((await policies.approve(team.admin, policyId)).statusCode).toBe(200);
    const publication = await policies.publish(team.manager, policyId, { changelog: 'First version', material: true });
    const published = publication.json().data;
    expect((await policies.accept(viewer, published.current.id)).statusCode).toBe(200);
    const csvPath = `/api/policies/versions/${published.current.id}/acceptances.csv`;
    expectFailure(await api(t.app, 'GET', csvPath, { token: viewer.token }), 403);
    const csv = await api(t.app, 'GET', csvPath, { token: team.manager.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toBe('Policy,Version,Member,Accepted at,SHA-256,IP address,User agent');
    expect(row).toContain(`Access Control Policy,1.0,${viewer.name},`);
    expect(row).toContain(published.current.sha256);

    const markdown = await api(t.app, 'GET', `/api/policies/versions/${published.current.id}/markdown`, {
      token: viewer.token,
    });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.body).toBe(published.current.text);
  });

  it("answers another organisation's policy and version with a 404", async () => {
    const team = await policyTeam(t);
    const published = await publishAsTeam(team);
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    const as = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) =>
      api(t.app, method, path, { token: stranger.token, ...(body ? { body } : {}) });
    expectFailure(await as('GET', `/api/policies/${team.policyId}`), 404, 'Policy not found');
    expectFailure(await as('PUT', `/api/policies/${team.policyId}/draft`, { body: '# Mine' }), 404, 'Policy not found');
    expectFailure(
      await as('POST', `/api/policies/${team.policyId}/publication`, { changelog: 'x', material: true }),
      404,
      'Policy not found',
    );
    expectFailure(await as('POST', `/api/policies/versions/${published.current.id}/acceptance`), 404);
    expectFailure(await as('GET', `/api/policies/versions/${published.current.id}/markdown`), 404);
    expectFailure(await as('POST', `/api/reviews/policyDraft/${team.policyId}/submission`), 404, 'Policy not found');
    expect((await as('GET', '/api/policies')).json().data.policies).toEqual([]);
  });

  it('refuses bad input naming the field, and keeps what was stored', async () => {
    const team = await policyTeam(t);
    const { policies, manager, policyId } = team;
    const before = (await policies.read(manager, policyId)).json().data.draft.body;
    expectFailure(
      await policies.saveDraft(manager, policyId, 'Hello {{profile.shoeSize}}'),
      400,
      /^body: unknown placeholder/,
    );
    expectFailure(
      await policies.saveDraft(manager, policyId, 'Hello {{{profile.legalName}}}'),
      400,
      /^body: triple braces/,
    );
    expectFailure(
      await policies.saveDraft(manager, policyId, '{{#each profile.locations}}x{{/each}}'),
      400,
      /^body: only/,
    );
    expectFailure(
      await policies.saveDraft(manager, policyId, 'Broken {{#if facts.identityProvider}}'),
      400,
      /^body: the placeholders do not parse/,
    );
    expectFailure(await policies.saveDraft(manager, policyId, '   '), 400, /body/);
    expect((await policies.read(manager, policyId)).json().data.draft.body).toBe(before);
    expectFailure(await policies.generate(manager, 'no-such-policy'), 404, 'Policy template not found');
    expectFailure(await policies.setProfile(manager, { shoeSize: '44' }), 400, /fields/);
    expectFailure(await policies.setProfile(manager, { legalName: 'Two\nlines' }), 400, /legalName/);
    expectFailure(
      await policies.publish(manager, policyId, { changelog: '', material: true } as never),
      400,
      /changelog/,
    );
    expectFailure(
      await api(t.app, 'POST', `/api/policies/${policyId}/publication`, {
        token: manager.token,
        body: { changelog: 'x' },
      }),
      400,
      /material/,
    );
  });

  it('proves the policy checks once a policy is published and accepted: ISO 27001 5.2 passes', async () => {
    const team = await policyTeam(t);
    const published = await publishAsTeam(team);
    for (const member of [team.admin, team.manager, team.analyst, team.auditor, team.viewer]) {
      expect((await team.policies.accept(member, published.current.id)).statusCode).toBe(200);
    }
    const assessment = await assess(t.db, {
      organizationId: team.admin.organizationId,
      framework: 'ISO27001',
      startedBy: null,
      clock: t.clock.now,
    });
    const control = await t.db
      .selectFrom('control_results')
      .selectAll()
      .where('assessment_id', '=', assessment.id)
      .where('control_id', '=', '5.2')
      .executeTakeFirstOrThrow();
    expect(control).toMatchObject({ status: 'passed', score: 100 });
  });
});

describe('what a browser sends without a body', () => {
  it('takes a submission and an acceptance posted as empty JSON, as fetch sends them', async () => {
    const team = await policyTeam(t);
    const post = (token: string, url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '',
      });
    expect((await post(team.manager.token, `/api/reviews/policyDraft/${team.policyId}/submission`)).statusCode).toBe(
      200,
    );
    expect((await team.policies.approve(team.admin, team.policyId)).statusCode).toBe(200);
    const published = await team.policies.publish(team.manager, team.policyId, { changelog: 'First', material: true });
    const versionId = published.json().data.current.id as string;
    expect((await post(team.viewer.token, `/api/policies/versions/${versionId}/acceptance`)).statusCode).toBe(200);
  });
});
