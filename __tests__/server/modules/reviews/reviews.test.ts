import { reviewAuditActions } from '../../../../server/src/modules/reviews/auditActions';
import {
  alreadyPendingMessage,
  changedSinceSubmissionMessage,
  nothingPendingMessage,
  nothingToSubmitMessage,
} from '../../../../server/src/modules/reviews/service';
import { missingPermissionMessage } from '@/contracts/permissions';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp, type TestHarness } from '../../helpers/testApp';
import { commentTeam, thread } from '../comments/commentTeam';

const t = setupTestApp({ seed: false });

const statementPath = '/api/reviews/controlStatement/CC6.1';

const writeStatement = (token: string, statement: string | null) =>
  api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', { token, body: { statement } });

const submit = (token: string) => api(t.app, 'POST', `${statementPath}/submission`, { token });

const decide = (token: string, body: Record<string, unknown>) =>
  api(t.app, 'POST', `${statementPath}/decision`, { token, body });

const reviewOf = async (harness: TestHarness, token: string) =>
  (await api(harness.app, 'GET', statementPath, { token })).json().data;

describe('the review loop on a control statement', () => {
  it('goes from submitted to changes requested (in the thread) to resubmitted to approved, audited', async () => {
    const { admin, manager } = await commentTeam(t);
    expect(await reviewOf(t, manager.token)).toMatchObject({ state: null, round: 0, canSubmit: false });
    expectFailure(await submit(manager.token), 409, nothingToSubmitMessage);

    expect((await writeStatement(manager.token, 'Access is granted through Okta groups.')).statusCode).toBe(200);
    const submitted = await submit(manager.token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({
      state: 'pending',
      round: 1,
      submittedBy: { id: manager.id, name: manager.name },
      canSubmit: false,
      canDecide: true,
    });
    expectFailure(await submit(manager.token), 409, alreadyPendingMessage);

    const sentBack = await decide(admin.token, { decision: 'reject', note: 'Say who approves group membership.' });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json().data).toMatchObject({
      state: 'changesRequested',
      note: 'Say who approves group membership.',
    });
    const comments = (await thread(t, manager)).json().data.comments;
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      author: { id: admin.id },
      visibility: 'internal',
      mentions: [{ id: manager.id, name: manager.name }],
    });
    expect(comments[0].body).toContain('Say who approves group membership.');
    const mention = await t.db
      .selectFrom('notifications')
      .select(['kind', 'link'])
      .where('user_id', '=', manager.id)
      .where('kind', '=', 'mentioned')
      .execute();
    expect(mention).toHaveLength(1);

    await writeStatement(manager.token, 'Access is granted through Okta groups that the IT lead approves.');
    expect((await submit(manager.token)).json().data).toMatchObject({ state: 'pending', round: 2, note: null });
    const approved = await decide(admin.token, { decision: 'approve' });
    expect(approved.json().data).toMatchObject({
      state: 'approved',
      reviewedBy: { id: admin.id },
      canDecide: false,
      changedSinceSubmission: false,
    });
    expectFailure(await decide(admin.token, { decision: 'approve' }), 409, nothingPendingMessage);

    const audit = [reviewAuditActions.submitted, reviewAuditActions.changesRequested, reviewAuditActions.approved];
    for (const action of audit) expect((await auditRowsFor(t.db, action)).length).toBeGreaterThan(0);

    await writeStatement(manager.token, 'Rewritten after approval.');
    expect(await reviewOf(t, manager.token)).toMatchObject({
      state: 'approved',
      changedSinceSubmission: true,
      canSubmit: true,
    });
  });

  it('refuses to decide on text edited after it was submitted, and a submitter reviewing their own work', async () => {
    const { admin, manager } = await commentTeam(t);
    await writeStatement(manager.token, 'Version one.');
    await submit(manager.token);
    expectFailure(await decide(manager.token, { decision: 'approve' }), 403, /another member must review it/);
    await writeStatement(manager.token, 'Version two, unseen by any reviewer.');
    expect(await reviewOf(t, admin.token)).toMatchObject({ changedSinceSubmission: true, canDecide: false });
    expectFailure(await decide(admin.token, { decision: 'approve' }), 409, changedSinceSubmissionMessage);
  });

  it('lists what waits for a member who may decide, not their own submissions nor for those who may not', async () => {
    const { admin, manager, analyst } = await commentTeam(t);
    await writeStatement(manager.token, 'Statement awaiting review.');
    await submit(manager.token);
    const pendingFor = async (token: string) =>
      (await api(t.app, 'GET', '/api/reviews/pending', { token })).json().data.reviews;
    expect(await pendingFor(admin.token)).toEqual([
      expect.objectContaining({ subjectType: 'controlStatement', subjectId: 'CC6.1', state: 'pending' }),
    ]);
    expect(await pendingFor(manager.token)).toEqual([]);
    expect(await pendingFor(analyst.token)).toEqual([]);
  });

  it('checks permissions, the organisation and the input', async () => {
    const { manager, analyst, viewer } = await commentTeam(t);
    await writeStatement(manager.token, 'Ours.');
    expectFailure(await submit(analyst.token), 403, missingPermissionMessage('controls:manage'));
    await submit(manager.token);
    expectFailure(
      await decide(analyst.token, { decision: 'approve' }),
      403,
      missingPermissionMessage('controls:approve'),
    );
    expect((await api(t.app, 'GET', statementPath, { token: viewer.token })).statusCode).toBe(200);

    const other = await registerAccount(t.app);
    expect(await reviewOf(t, other.token)).toMatchObject({ state: null });
    expectFailure(await api(t.app, 'GET', '/api/reviews/controlStatement/CC99.9', { token: manager.token }), 404);
    expectFailure(await api(t.app, 'GET', '/api/reviews/policy/CC6.1', { token: manager.token }), 400, /subjectType/);
    expectFailure(await decide(manager.token, { decision: 'reject' }), 400, /note/);
    expectFailure(await decide(manager.token, { decision: 'maybe' }), 400, /decision/);
  });
});
