import type { Db } from '../../db/database';
import { readPolicyApproval } from './policyApproval';
import { findDraftRow, findPolicyRow, updateDraft } from './repository';

/** A policy's open draft as its review reads it: the text a reviewer approves (placeholders and all), and who approves it. */
export const findPolicyDraft = async (db: Db, organizationId: string, policyId: string) => {
  const policy = await findPolicyRow(db, organizationId, policyId);
  if (!policy) return null;
  const draft = await findDraftRow(db, organizationId, policyId);
  return {
    title: policy.title,
    body: draft?.body ?? null,
    approval: await readPolicyApproval(db, organizationId, policy),
  };
};

/** Keeps the draft's review round beside it, so the policy's status reads without the review loop. */
export const recordPolicyReview = async (
  db: Db,
  organizationId: string,
  policyId: string,
  round: { state: 'pending' | 'approved' | 'changesRequested'; fingerprint: string; byLabel: string; at: string },
): Promise<void> => {
  const draft = await findDraftRow(db, organizationId, policyId);
  if (!draft) return;
  await updateDraft(db, draft.id, {
    review_state: round.state,
    review_fingerprint: round.fingerprint,
    reviewed_by_label: round.state === 'pending' ? null : round.byLabel,
    reviewed_at: round.state === 'pending' ? null : round.at,
  });
};
