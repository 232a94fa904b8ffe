import { evidenceAuditActions } from '../../../../server/src/modules/evidence/auditActions';
import { evidenceSelfReviewMessage } from '../../../../server/src/modules/evidence';
import { nothingPendingMessage } from '../../../../server/src/modules/reviews/service';
import type { Review } from '@/contracts/review';
import { decideEvidence, evidenceItem, pdfFile, policyFields, uploaded, uploadEvidence } from '../../helpers/evidence';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam, thread } from '../comments/commentTeam';

const t = setupTestApp({ seed: false });

const reviewOf = (token: string, id: string) => api(t.app, 'GET', `/api/reviews/evidence/${id}`, { token });

const pendingFor = async (token: string) =>
  ((await api(t.app, 'GET', '/api/reviews/pending', { token })).json().data.reviews as Review[]).filter(
    (review) => review.subjectType === 'evidence',
  );

const newVersion = (token: string, id: string, text: string) =>
  uploadEvidence(t.app, token, {}, { name: 'policy-v2.pdf', content: pdfFile(text) }, `/api/evidence/${id}/versions`);

describe('evidence through the one review loop', () => {
  it('is submitted by its upload, sent back with a comment in its thread, resubmitted by a new version, approved', async () => {
    const { admin, manager, analyst } = await commentTeam(t);
    const item = await uploaded(t.app, analyst.token, policyFields({ name: 'Access review Q3' }));

    const opened = (await reviewOf(manager.token, item.id)).json().data as Review;
    expect(opened).toMatchObject({
      subjectType: 'evidence',
      title: 'Access review Q3',
      link: `/evidence-locker?item=${item.id}`,
      state: 'pending',
      round: 1,
      submittedBy: { id: analyst.id, name: analyst.name },
      canSubmit: false,
      canDecide: true,
    });
    expect((await pendingFor(manager.token)).map((review) => review.subjectId)).toContain(item.id);
    expectFailure(
      await api(t.app, 'POST', `/api/reviews/evidence/${item.id}/submission`, { token: analyst.token }),
      409,
      'Evidence is submitted for review by uploading a new version',
    );

    const sentBack = await decideEvidence(t.app, manager.token, item.id, { decision: 'reject', note: 'Not signed.' });
    expect(sentBack.json().data).toMatchObject({ state: 'changesRequested', round: 1, note: 'Not signed.' });
    expect(await evidenceItem(t.app, admin.token, item.id)).toMatchObject({
      status: 'rejected',
      review: { by: manager.name, note: 'Not signed.' },
    });
    const [comment] = (await thread(t, analyst, { subjectType: 'evidence', subjectId: item.id })).json().data.comments;
    expect(comment).toMatchObject({ author: { id: manager.id }, mentions: [{ id: analyst.id }] });
    expect(comment.body).toContain('Not signed.');
    const [rejection] = (await auditRowsFor(t.db, evidenceAuditActions.rejected)).filter(
      (row) => row.resource === `evidence:${item.id}`,
    );
    expect(rejection.details).toBe(
      `${manager.name} asked for changes to the Access review Q3, submitted by ${analyst.name}: Not signed.`,
    );
    expect((await pendingFor(manager.token)).map((review) => review.subjectId)).not.toContain(item.id);

    expect((await newVersion(analyst.token, item.id, 'Access review Q3, signed')).statusCode).toBe(201);
    expect((await reviewOf(manager.token, item.id)).json().data).toMatchObject({ state: 'pending', round: 2 });
    const approved = await decideEvidence(t.app, manager.token, item.id, { decision: 'approve' });
    expect(approved.json().data).toMatchObject({ state: 'approved', round: 2, reviewedBy: { id: manager.id } });
    expect(await evidenceItem(t.app, admin.token, item.id)).toMatchObject({
      status: 'approved',
      current: { version: 2 },
    });
    expectFailure(
      await decideEvidence(t.app, admin.token, item.id, { decision: 'approve' }),
      409,
      nothingPendingMessage,
    );
  });

  it("waits for another member than its uploader, in their list and not in the uploader's", async () => {
    const { admin, manager } = await commentTeam(t);
    const item = await uploaded(t.app, manager.token);
    expect((await pendingFor(manager.token)).map((review) => review.subjectId)).not.toContain(item.id);
    expect((await pendingFor(admin.token)).map((review) => review.subjectId)).toContain(item.id);
    expectFailure(
      await decideEvidence(t.app, manager.token, item.id, { decision: 'approve' }),
      403,
      evidenceSelfReviewMessage,
    );
    expect(await evidenceItem(t.app, admin.token, item.id)).toMatchObject({ status: 'pending', review: null });
  });

  it('is decided once when two reviewers decide at the same moment', async () => {
    const { admin, manager, analyst } = await commentTeam(t);
    const item = await uploaded(t.app, analyst.token);
    const answers = await Promise.all([
      decideEvidence(t.app, admin.token, item.id, { decision: 'approve' }),
      decideEvidence(t.app, manager.token, item.id, { decision: 'reject', note: 'Wrong quarter' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decided = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource', '=', `evidence:${item.id}`)
      .where('action', 'in', [evidenceAuditActions.approved, evidenceAuditActions.rejected])
      .execute();
    expect(decided).toHaveLength(1);
  });

  it('is, to members who may not see the item and to other organisations, not there', async () => {
    const { admin, auditor, manager } = await commentTeam(t);
    const restricted = await uploaded(t.app, admin.token, policyFields({ confidentiality: 'restricted' }));
    expectFailure(await reviewOf(auditor.token, restricted.id), 404, 'Evidence not found');
    expect((await reviewOf(manager.token, restricted.id)).statusCode).toBe(200);

    const other = await registerAccount(t.app);
    expectFailure(await reviewOf(other.token, restricted.id), 404, 'Evidence not found');
    expectFailure(
      await decideEvidence(t.app, other.token, restricted.id, { decision: 'approve' }),
      404,
      'Evidence not found',
    );
    expect((await pendingFor(other.token)).map((review) => review.subjectId)).not.toContain(restricted.id);
    expect(await evidenceItem(t.app, admin.token, restricted.id)).toMatchObject({ status: 'pending' });
  });
});
