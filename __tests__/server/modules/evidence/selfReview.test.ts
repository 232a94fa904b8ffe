import type { z } from 'zod';
import type { EvidenceItem, evidenceDetails } from '@/contracts/evidence';
import { missingPermissionMessage } from '@/contracts/permissions';
import { DEFAULT_COMPLIANCE } from '@/contracts/settingsOptions';
import { evidenceAuditActions } from '../../../../server/src/modules/evidence/auditActions';
import { evidenceSelfReviewMessage as selfReviewMessage } from '../../../../server/src/modules/evidence';
import { decideEvidence, pdfFile, policyFields, uploaded, uploadEvidence } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

type Member = Awaited<ReturnType<typeof addSignedInMember>>;

const review = (token: string, id: string, body: { decision: 'approve' } | { decision: 'reject'; note: string }) =>
  decideEvidence(t.app, token, id, body);

/** Decides, expecting the decision recorded: the item as its reviewer then reads it. */
const reviewed = async (token: string, id: string, body: { decision: 'approve' }) => {
  expect((await review(token, id, body)).statusCode).toBe(200);
  return details(token, id);
};

const details = async (token: string, id: string) =>
  (await api(t.app, 'GET', `/api/evidence/${id}`, { token })).json().data as z.output<typeof evidenceDetails>;

const auditOf = async (action: string, id: string) =>
  (await auditRowsFor(t.db, action)).filter((row) => row.resource === `evidence:${id}`).map((row) => row.details);

const setSelfReview = (token: string, allowSelfReview: boolean) =>
  api(t.app, 'PUT', '/api/settings/compliance', { token, body: { ...DEFAULT_COMPLIANCE, allowSelfReview } });

describe('reviewing evidence one uploaded oneself', () => {
  let admin: string;
  let organizationId: string;
  let manager: Member;
  let otherManager: Member;

  beforeEach(async () => {
    const account = await registerAccount(t.app);
    admin = account.token;
    organizationId = account.organizationId;
    manager = await addSignedInMember(t.app, t.db, account.organizationId, 'Compliance Manager');
    otherManager = await addSignedInMember(t.app, t.db, account.organizationId, 'Compliance Manager');
  });

  it('is refused by default, for an approval and a rejection, and leaves the item pending', async () => {
    const item = await uploaded(t.app, manager.token);
    expectFailure(await review(manager.token, item.id, { decision: 'approve' }), 403, selfReviewMessage);
    expectFailure(await review(manager.token, item.id, { decision: 'reject', note: 'Mine' }), 403, selfReviewMessage);
    expect(await details(manager.token, item.id)).toMatchObject({ status: 'pending', review: null });
    expect(await auditOf(evidenceAuditActions.approved, item.id)).toEqual([]);

    const approved = await reviewed(otherManager.token, item.id, { decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', review: { by: otherManager.name, selfReviewed: false } });
  });

  it('goes by who uploaded the version under review, not the item', async () => {
    const item = await uploaded(t.app, manager.token);
    await review(otherManager.token, item.id, { decision: 'approve' });
    const next = await uploadEvidence(
      t.app,
      otherManager.token,
      {},
      { name: 'policy-v2.pdf', content: pdfFile('Policy v2') },
      `/api/evidence/${item.id}/versions`,
    );
    expect(next.statusCode).toBe(201);
    expectFailure(await review(otherManager.token, item.id, { decision: 'approve' }), 403, selfReviewMessage);
    const approved = await reviewed(manager.token, item.id, { decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', current: { version: 2 }, review: { selfReviewed: false } });
  });

  it('is allowed once an Admin turns self-review on (audited), and then marked for auditors', async () => {
    expect((await api(t.app, 'GET', '/api/settings', { token: admin })).json().data.compliance).toMatchObject({
      allowSelfReview: false,
    });
    expectFailure(await setSelfReview(manager.token, true), 403, missingPermissionMessage('organization:manage'));
    const turnedOn = await setSelfReview(admin, true);
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json().data.compliance).toMatchObject({ allowSelfReview: true });
    const [change] = (await auditRowsFor(t.db, 'Compliance Settings Updated')).filter(
      (row) => row.organization_id === organizationId,
    );
    expect(change.details).toMatch(/allowSelfReview: off -> on/);

    const item = await uploaded(t.app, manager.token, policyFields({ name: 'Solo policy' }));
    expect(await reviewed(manager.token, item.id, { decision: 'approve' })).toMatchObject({
      status: 'approved',
      review: { by: manager.name, selfReviewed: true },
    });
    expect((await details(otherManager.token, item.id)).review).toMatchObject({ selfReviewed: true });
    const listed = (await api(t.app, 'GET', '/api/evidence?search=Solo', { token: admin })).json().data
      .items as EvidenceItem[];
    expect(listed.map((entry) => entry.review?.selfReviewed)).toEqual([true]);
    expect(await auditOf(evidenceAuditActions.approved, item.id)).toEqual([
      `${manager.name} approved the Solo policy, submitted by ${manager.name} (self-reviewed: they submitted it)`,
    ]);

    const other = await uploaded(t.app, manager.token, policyFields({ name: 'Reviewed by another' }));
    const byAnother = await reviewed(otherManager.token, other.id, { decision: 'approve' });
    expect(byAnother.review).toMatchObject({ selfReviewed: false });

    await uploadEvidence(
      t.app,
      otherManager.token,
      {},
      { name: 'policy-v2.pdf', content: pdfFile('Solo policy v2') },
      `/api/evidence/${item.id}/versions`,
    );
    expect(await details(manager.token, item.id)).toMatchObject({ status: 'pending', review: null });

    expect((await setSelfReview(admin, false)).statusCode).toBe(200);
    const third = await uploaded(t.app, manager.token);
    expectFailure(await review(manager.token, third.id, { decision: 'approve' }), 403, selfReviewMessage);
  });
});
