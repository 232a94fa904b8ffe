import { missingPermissionMessage } from '@/contracts/permissions';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { notAnApproverCandidateMessage } from '../../../../server/src/modules/policies/approversService';
import { reviewAuditActions } from '../../../../server/src/modules/reviews/auditActions';
import { alreadyApprovedMessage, notAnApproverMessage } from '../../../../server/src/modules/reviews/service';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import type { Member } from '../comments/commentTeam';
import { policyTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

const setApprovers = (member: Pick<Member, 'token'>, policyId: string, body: unknown) =>
  api(t.app, 'PUT', `/api/policies/${policyId}/approvers`, { token: member.token, body });

const review = (member: Pick<Member, 'token'>, policyId: string) =>
  api(t.app, 'GET', `/api/reviews/policyDraft/${policyId}`, { token: member.token });

const requestChanges = (member: Pick<Member, 'token'>, policyId: string) =>
  api(t.app, 'POST', `/api/reviews/policyDraft/${policyId}/decision`, {
    token: member.token,
    body: { decision: 'reject', note: 'Name the break-glass accounts' },
  });

const pendingFor = async (member: Pick<Member, 'token'>) =>
  (await api(t.app, 'GET', '/api/reviews/pending', { token: member.token })).json().data.reviews as {
    subjectId: string;
  }[];

/** The team with a second Compliance Manager, and the Admin and that manager named approvers of the policy, both needed. */
const quorumTeam = async () => {
  const team = await policyTeam(t);
  const secondManager = await addSignedInMember(t.app, t.db, team.admin.organizationId, 'Compliance Manager');
  const named = await setApprovers(team.manager, team.policyId, {
    approverIds: [team.admin.id, secondManager.id],
    quorum: 2,
  });
  if (named.statusCode !== 200) throw new Error(`naming approvers failed: ${named.body}`);
  return { ...team, secondManager, named: named.json().data };
};

describe('approvers of a policy, with a quorum', () => {
  it('waits for the quorum before the draft is approved, and names every approver on the version', async () => {
    const { policies, manager, admin, secondManager, policyId, named } = await quorumTeam();
    expect(named.approval.quorum).toBe(2);
    expect(named.approval.approvers).toHaveLength(2);
    expect(named.approval.approvers).toEqual(
      expect.arrayContaining([
        { id: admin.id, name: admin.name },
        { id: secondManager.id, name: secondManager.name },
      ]),
    );
    expect(named.approval.candidates.map((member: Member) => member.id).sort()).toEqual(
      [admin.id, manager.id, secondManager.id].sort(),
    );
    expect((await policies.submit(manager, policyId)).statusCode).toBe(200);

    const first = await policies.approve(admin, policyId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      state: 'pending',
      quorum: 2,
      approvals: [expect.objectContaining({ id: admin.id, name: admin.name })],
      canDecide: false,
    });
    expect((await policies.read(manager, policyId)).json().data.status).toBe('inReview');
    expectFailure(await policies.approve(admin, policyId), 409, alreadyApprovedMessage);
    expect(await pendingFor(admin)).toEqual([]);
    expect(await pendingFor(secondManager)).toEqual([expect.objectContaining({ subjectId: policyId })]);

    const second = await policies.approve(secondManager, policyId);
    // Both approved at the same instant of the test clock: the names are listed in either order.
    const bothNames = [`${admin.name} and ${secondManager.name}`, `${secondManager.name} and ${admin.name}`];
    expect(second.json().data).toMatchObject({
      state: 'approved',
      reviewedBy: { id: secondManager.id },
      approvals: [],
    });
    expect(bothNames).toContain(second.json().data.reviewedBy.name);
    expect((await policies.read(manager, policyId)).json().data.status).toBe('approved');
    const published = await policies.publish(manager, policyId, { changelog: 'First version', material: true });
    expect(published.json().data.versions[0].approvedBy).toBe(second.json().data.reviewedBy.name);

    const approvals = (await auditRowsFor(t.db, reviewAuditActions.approved)).filter((row) =>
      row.details.includes(`submitted by ${manager.name} `),
    );
    expect(approvals.map((row) => row.details)).toEqual([
      expect.stringMatching(
        new RegExp(`^${admin.name} approved the draft of the Access Control Policy, .*\\(1 of 2 approvals\\)$`),
      ),
      expect.stringMatching(new RegExp(`^${secondManager.name} approved .*\\(2 of 2 approvals\\)$`)),
    ]);
    expect((await auditRowsFor(t.db, policyAuditActions.approversSet))[0]).toMatchObject({
      details: `${manager.name} set the approvers of the Access Control Policy: ${admin.name}, ${secondManager.name} (2 of 2 must approve)`,
    });
  });

  it('lets only the named approvers decide, and one request for changes sends the draft back', async () => {
    const { policies, manager, admin, secondManager, policyId } = await quorumTeam();
    const outsider = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    expect((await policies.submit(manager, policyId)).statusCode).toBe(200);
    expect((await review(outsider, policyId)).json().data).toMatchObject({ canDecide: false });
    expect(await pendingFor(outsider)).toEqual([]);
    expectFailure(await policies.approve(outsider, policyId), 403, notAnApproverMessage);

    expect((await policies.approve(admin, policyId)).statusCode).toBe(200);
    const sentBack = await requestChanges(secondManager, policyId);
    expect(sentBack.json().data).toMatchObject({ state: 'changesRequested', approvals: [] });
    expect((await policies.read(manager, policyId)).json().data.status).toBe('draft');

    const resubmitted = await policies.submit(manager, policyId);
    expect(resubmitted.json().data).toMatchObject({ state: 'pending', round: 2, approvals: [] });
    expect((await review(admin, policyId)).json().data).toMatchObject({ canDecide: true });
  });

  it('counts two approvers completing the quorum at once exactly once', async () => {
    const { policies, manager, admin, secondManager, policyId } = await quorumTeam();
    expect((await policies.submit(manager, policyId)).statusCode).toBe(200);
    const [one, other] = await Promise.all([
      policies.approve(admin, policyId),
      policies.approve(secondManager, policyId),
    ]);
    expect([one.statusCode, other.statusCode]).toEqual([200, 200]);
    expect((await review(manager, policyId)).json().data).toMatchObject({ state: 'approved' });
    const details = (await auditRowsFor(t.db, reviewAuditActions.approved))
      .map((row) => row.details)
      .filter((line) => line.includes(`submitted by ${manager.name} `));
    expect(details.filter((line) => line.endsWith('(2 of 2 approvals)'))).toHaveLength(1);
    expect(details.filter((line) => line.endsWith('(1 of 2 approvals)'))).toHaveLength(1);
  });

  it('drops an approver who leaves, and a quorum larger than those left shrinks to them', async () => {
    const { manager, admin, secondManager, policyId, policies } = await quorumTeam();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', secondManager.id).execute();
    expect((await policies.read(manager, policyId)).json().data.approval).toMatchObject({
      approvers: [{ id: admin.id, name: admin.name }],
      quorum: 1,
    });
    const none = await setApprovers(manager, policyId, { approverIds: [], quorum: 1 });
    expect(none.json().data.approval).toMatchObject({ approvers: [], quorum: 1 });
  });

  it('refuses approvers who may not approve, a quorum beyond them and duplicates, naming the field', async () => {
    const { manager, auditor, admin, policyId } = await policyTeam(t);
    const cases: [unknown, RegExp | string][] = [
      [{ approverIds: [admin.id], quorum: 2 }, /quorum/],
      [{ approverIds: [admin.id, admin.id], quorum: 1 }, /approverIds.*once/],
      [{ approverIds: [admin.id], quorum: 0 }, /quorum/],
      [{ approverIds: Array.from({ length: 11 }, (_, index) => `member-${index}`), quorum: 1 }, /approverIds/],
      [{ approverIds: [admin.id] }, /quorum/],
      [{ approverIds: [auditor.id], quorum: 1 }, notAnApproverCandidateMessage(auditor.id)],
      [{ approverIds: ['no-such-member'], quorum: 1 }, notAnApproverCandidateMessage('no-such-member')],
    ];
    for (const [body, message] of cases) expectFailure(await setApprovers(manager, policyId, body), 400, message);
    const stored = await t.db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    expect(stored).toMatchObject({ approver_ids: null, approval_quorum: 1 });
  });

  it('lets only members who manage policies name approvers, within their organisation', async () => {
    const { analyst, admin, policyId } = await policyTeam(t);
    const body = { approverIds: [admin.id], quorum: 1 };
    expectFailure(await setApprovers(analyst, policyId, body), 403, missingPermissionMessage('policies:manage'));
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    expectFailure(await setApprovers(stranger, policyId, body), 404, 'Policy not found');
    const strangerPolicy = await setApprovers(admin, 'no-such-policy', body);
    expectFailure(strangerPolicy, 404, 'Policy not found');
  });
});
